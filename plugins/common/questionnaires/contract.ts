/**
 * The questionnaire's API (common.questionnaires): the firm composes questions (types, required, show-if); the
 * client answers over several visits (each change saved), then hands it in through the tasks' submit; the firm
 * reads the answers and accepts or sends back. Browser-safe: TypeBox only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientParams, Input, IsoDate, IsoDateTime, NonBlankText } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Task, TaskParams } from '@portico/contract/tasks';
import { QUESTION_TYPES } from './rules';

const BASE = '/api/questionnaires/v1';
export const QUESTIONNAIRES_API = {
  questionnaire: `${BASE}/clients/:clientId/questionnaires/:taskId`,
  answers: `${BASE}/clients/:clientId/questionnaires/:taskId/answers`,
  staffQuestionnaires: `${BASE}/staff/clients/:clientId/questionnaires`,
  staffQuestionnaire: `${BASE}/staff/clients/:clientId/questionnaires/:taskId`,
} as const;

export const QUESTIONNAIRE_KIND = 'questionnaire';
export const MAX_QUESTIONS = 60;
/** The metadata key a file answer's upload carries beside the tasks' taskId: the question it answers. */
export const QUESTION_METADATA = 'taskQuestionKey';

export const QUESTIONNAIRE_ERROR_CODES = [
  'TASK_NOT_FOUND',
  'TASK_NOT_EDITABLE',
  /** An answer names a question the questionnaire does not have. */
  'QUESTION_NOT_FOUND',
  /** An answer does not fit its question's type (a word for a number, an option not offered). */
  'ANSWER_INVALID',
  /** A file answer names a document not uploaded for this questionnaire. */
  'DOCUMENT_NOT_FOR_QUESTION',
  /** The composition is inconsistent (a condition on a later question, a choice without options). */
  'QUESTIONNAIRE_INVALID',
] as const;
export type QuestionnaireErrorCode = (typeof QUESTIONNAIRE_ERROR_CODES)[number];

const Key = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_-]+$' });
const Type_ = Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t)));
const ShowIf = Type.Union([Type.Object({ key: Key, equals: Type.String({ maxLength: 200 }) }, { additionalProperties: false }), Type.Null()]);
export const Question = Type.Object({
  key: Type.String(), label: Type.String(), type: Type_, required: Type.Boolean(), options: Type.Array(Type.String()), showIf: ShowIf,
});
export const AnswerValue = Type.Union([
  Type.String({ maxLength: 5000 }), Type.Number(), Type.Boolean(), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }), Type.Null(),
]);
export const Questionnaire = Type.Object({
  task: Task,
  questions: Type.Array(Question),
  answers: Type.Record(Type.String(), AnswerValue),
  /** File answers by question: the documents' names. */
  files: Type.Record(Type.String(), Type.String()),
  /** Where a file answer's upload goes (the client's upload folder). */
  uploadFolderId: Type.String(),
  answersSavedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export const SaveAnswers = Input({ answers: Type.Record(Key, AnswerValue, { maxProperties: MAX_QUESTIONS }) });
export const NewQuestionnaire = Input({
  title: NonBlankText(200),
  dueDate: Type.Optional(IsoDate),
  questions: Type.Array(Input({
    key: Key,
    label: NonBlankText(300),
    type: Type_,
    required: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(NonBlankText(200), { maxItems: 30 })),
    showIf: Type.Optional(ShowIf),
  }), { minItems: 1, maxItems: MAX_QUESTIONS }),
});

export type QuestionView = Static<typeof Question>;
export type Questionnaire = Static<typeof Questionnaire>;
export type NewQuestionnaire = Static<typeof NewQuestionnaire>;

const TAGS = ['questionnaires'];
const STAFF_TAGS = ['questionnaires-staff'];

export const ENDPOINTS = defineEndpoints({
  getQuestionnaire: {
    method: 'GET', path: QUESTIONNAIRES_API.questionnaire, access: 'session', tags: TAGS,
    summary: 'A questionnaire: its questions and the answers saved so far (reading it creates nothing)', params: TaskParams,
    responses: { 200: Questionnaire }, errors: ['TASK_NOT_FOUND'],
  },
  putQuestionnaireAnswers: {
    method: 'PUT', path: QUESTIONNAIRES_API.answers, access: 'session', tags: TAGS,
    summary: 'Save answers as the client goes (those named replace theirs; null clears one); hand it in with the tasks\' submit',
    params: TaskParams, body: SaveAnswers, responses: { 200: Questionnaire },
    errors: ['TASK_NOT_FOUND', 'TASK_NOT_EDITABLE', 'QUESTION_NOT_FOUND', 'ANSWER_INVALID', 'DOCUMENT_NOT_FOR_QUESTION'],
  },
  postStaffQuestionnaire: {
    method: 'POST', path: QUESTIONNAIRES_API.staffQuestionnaires, access: 'staff', tags: STAFF_TAGS,
    summary: 'Send a client of the firm a questionnaire: questions of the types offered, required marks and show-if conditions',
    params: ClientParams, body: NewQuestionnaire, responses: { 201: Questionnaire }, errors: ['QUESTIONNAIRE_INVALID'],
  },
  getStaffQuestionnaire: {
    method: 'GET', path: QUESTIONNAIRES_API.staffQuestionnaire, access: 'staff', tags: STAFF_TAGS,
    summary: "A questionnaire of a client of the firm with the client's answers", params: TaskParams,
    responses: { 200: Questionnaire }, errors: ['TASK_NOT_FOUND'],
  },
});
