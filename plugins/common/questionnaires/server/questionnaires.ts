import { featureErrors, type SomeDb } from '@portico/plugin-server';
import { CLIENTS_TURN, insertTask, moveTask, TASK_METADATA } from '../../tasks/server';
import { QUESTION_METADATA, QUESTIONNAIRE_ERROR_CODES, QUESTIONNAIRE_KIND, type NewQuestionnaire, type Questionnaire, type QuestionView } from '../contract';
import { answerFits, compositionProblems, missingAnswers, visibleQuestions, type AnswerValue } from '../rules';
import { questionnairesDb } from './tables';

const errors = featureErrors(QUESTIONNAIRE_ERROR_CODES);

const asRule = (q: NewQuestionnaire['questions'][number]): QuestionView => ({
  key: q.key, label: q.label.trim(), type: q.type, required: q.required ?? false, options: (q.options ?? []).map((o) => o.trim()), showIf: q.showIf ?? null,
});

/** The task and its questions, in the caller's transaction; an inconsistent composition is QUESTIONNAIRE_INVALID. */
export async function createQuestionnaire(db: SomeDb, clientId: string, createdBy: string, input: NewQuestionnaire) {
  const questions = input.questions.map(asRule);
  const problems = compositionProblems(questions);
  if (problems.length) throw errors.badRequest('QUESTIONNAIRE_INVALID', 'The questionnaire is inconsistent', problems);
  const t = questionnairesDb(db);
  const taskId = await insertTask(t, { clientId, kind: QUESTIONNAIRE_KIND, title: input.title.trim(), dueDate: input.dueDate ?? null, createdBy });
  await t.insertInto('commonQuestionnaireQuestions').values(questions.map((q, position) => ({
    taskId, key: q.key, position, label: q.label, type: q.type, required: q.required ? 1 as const : 0 as const,
    options: JSON.stringify(q.options), showIfKey: q.showIf?.key ?? null, showIfEquals: q.showIf?.equals ?? null,
  }))).execute();
  return taskId;
}

export async function questionsOf(db: SomeDb, taskId: string): Promise<QuestionView[]> {
  const rows = await questionnairesDb(db).selectFrom('commonQuestionnaireQuestions').selectAll().where('taskId', '=', taskId).orderBy('position').execute();
  return rows.map((r) => ({
    key: r.key, label: r.label, type: r.type, required: r.required === 1, options: JSON.parse(r.options) as string[],
    showIf: r.showIfKey ? { key: r.showIfKey, equals: r.showIfEquals ?? '' } : null,
  }));
}

export async function answersOf(db: SomeDb, taskId: string) {
  const rows = await questionnairesDb(db).selectFrom('commonQuestionnaireAnswers').selectAll().where('taskId', '=', taskId).execute();
  const answers: Record<string, AnswerValue> = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as AnswerValue]));
  const savedAt = rows.reduce<string | null>((latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest), null);
  return { answers, savedAt };
}

/** Progress: the required questions shown that are answered, of all required questions shown. */
export async function progressOf(db: SomeDb, taskId: string) {
  const [questions, { answers }] = await Promise.all([questionsOf(db, taskId), answersOf(db, taskId)]);
  const required = visibleQuestions(questions, answers).filter((q) => q.required).length;
  return { done: required - missingAnswers(questions, answers).length, total: required };
}

export async function questionnaireView(db: SomeDb, clientId: string, taskId: string): Promise<Questionnaire> {
  const t = questionnairesDb(db);
  const task = await t.selectFrom('commonTasks').selectAll().where('id', '=', taskId).where('clientId', '=', clientId).where('kind', '=', QUESTIONNAIRE_KIND).executeTakeFirst();
  if (!task) throw errors.notFound('TASK_NOT_FOUND', 'No such questionnaire');
  const [questions, { answers, savedAt }, progress, folder] = await Promise.all([
    questionsOf(db, taskId), answersOf(db, taskId), progressOf(db, taskId),
    t.selectFrom('containers').select('id').where('clientId', '=', clientId).where('type', '=', 'clientContactFolder').orderBy('createdAt').executeTakeFirst(),
  ]);
  const fileIds = questions.filter((q) => q.type === 'file').map((q) => answers[q.key]).filter((v): v is string => typeof v === 'string');
  const docs = fileIds.length ? await t.selectFrom('documents').select(['id', 'name']).where('id', 'in', fileIds).execute() : [];
  const files = Object.fromEntries(questions.flatMap((q) => {
    const doc = docs.find((d) => d.id === answers[q.key]);
    return doc ? [[q.key, doc.name]] : [];
  }));
  return { task: { ...task, progress }, questions, answers, files, uploadFolderId: folder?.id ?? '', answersSavedAt: savedAt };
}

/**
 * Saves the answers named (null clears one): each must fit its question, a file answer be a live document of the
 * client uploaded for this questionnaire's question. The client's first answer starts the task.
 */
export async function saveAnswers(db: SomeDb, clientId: string, taskId: string, answers: Readonly<Record<string, AnswerValue>>) {
  const t = questionnairesDb(db);
  const task = await t.selectFrom('commonTasks').select('state').where('id', '=', taskId).where('clientId', '=', clientId).executeTakeFirstOrThrow();
  if (!CLIENTS_TURN.includes(task.state)) throw errors.conflict('TASK_NOT_EDITABLE', 'The questionnaire is with the firm or closed');
  const questions = await questionsOf(t, taskId);
  for (const [key, value] of Object.entries(answers)) {
    const q = questions.find((x) => x.key === key);
    if (!q) throw errors.badRequest('QUESTION_NOT_FOUND', `No question ${key}`, [key]);
    if (!answerFits(q, value)) throw errors.badRequest('ANSWER_INVALID', `The answer to ${key} does not fit its question`, [key]);
    if (q.type === 'file' && typeof value === 'string') await checkFileAnswer(t, clientId, taskId, key, value);
  }
  const now = new Date().toISOString();
  for (const [key, value] of Object.entries(answers)) {
    await t.deleteFrom('commonQuestionnaireAnswers').where('taskId', '=', taskId).where('key', '=', key).execute();
    if (value !== null) await t.insertInto('commonQuestionnaireAnswers').values({ taskId, key, value: JSON.stringify(value), updatedAt: now }).execute();
  }
  if (task.state === 'open') await moveTask(t, clientId, taskId, 'in_progress');
  else await t.updateTable('commonTasks').set({ updatedAt: now }).where('id', '=', taskId).execute();
}

async function checkFileAnswer(db: SomeDb, clientId: string, taskId: string, key: string, documentId: string) {
  const t = questionnairesDb(db);
  const tags = await t.selectFrom('documents as d').innerJoin('documentMetadata as m', 'm.documentId', 'd.id').select(['m.key', 'm.value'])
    .where('d.id', '=', documentId).where('d.clientId', '=', clientId).where('d.deletedAt', 'is', null).execute();
  const has = (k: string, v: string) => tags.some((m) => m.key === k && m.value === v);
  if (!has(TASK_METADATA.task, taskId) || !has(QUESTION_METADATA, key)) throw errors.badRequest('DOCUMENT_NOT_FOR_QUESTION', 'The document was not uploaded for this question', [key]);
}
