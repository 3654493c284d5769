import type { ServerTaskKind, TaskProgress } from '../../tasks/server';
import { NewQuestionnaire, QUESTIONNAIRE_KIND } from '../contract';
import { missingAnswers } from '../rules';
import { answersOf, createQuestionnaire, progressOf, questionsOf } from './questionnaires';

/** The questionnaire as a task kind: progress is required questions answered; submit needs every required one shown. */
export const questionnaireKind: ServerTaskKind = {
  kind: QUESTIONNAIRE_KIND,
  // A questionnaire names nothing of one client: its new task is its template.
  template: { body: NewQuestionnaire, create: (trx, clientId, createdBy, body) => createQuestionnaire(trx, clientId, createdBy, body as NewQuestionnaire) },
  async progress(db, taskIds) {
    const all = new Map<string, TaskProgress>();
    for (const id of taskIds) all.set(id, await progressOf(db, id));
    return all;
  },
  async submitBlocker(db, taskId) {
    const [questions, { answers }] = await Promise.all([questionsOf(db, taskId), answersOf(db, taskId)]);
    return missingAnswers(questions, answers).length ? 'ITEMS_INCOMPLETE' : null;
  },
  async accept() {
    return null;
  },
};
