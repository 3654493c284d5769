/** The questionnaires' tables (migration 0352_common_questionnaires); camelCase here, snake_case columns. */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { DocumentTables } from '../../documents/server';
import type { TaskTables } from '../../tasks/server';
import type { QuestionType } from '../rules';

export interface QuestionTable {
  taskId: string;
  key: string;
  position: number;
  label: string;
  type: QuestionType;
  required: 0 | 1;
  /** JSON array of the options of a choice. */
  options: string;
  showIfKey: string | null;
  showIfEquals: string | null;
}
export interface AnswerTable {
  taskId: string;
  key: string;
  /** The answer as JSON (text, number, yes/no as true/false, choices as an array, a file as its document id). */
  value: string;
  updatedAt: string;
}

export interface QuestionnaireTables extends Pick<TaskTables, 'commonTasks'>, Pick<DocumentTables, 'documents' | 'documentMetadata' | 'containers'> {
  commonQuestionnaireQuestions: QuestionTable;
  commonQuestionnaireAnswers: AnswerTable;
}

export const questionnairesDb = featureDb<QuestionnaireTables>();
