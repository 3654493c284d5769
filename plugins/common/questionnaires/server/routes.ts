import { principalOf, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { clientTaskAccess } from '../../tasks/server';
import { ENDPOINTS } from '../contract';
import { createQuestionnaire, questionnaireView, saveAnswers } from './questionnaires';
import { questionnairesDb } from './tables';

/** The questionnaires' routes: the client's (session; hidden with the tasks) and the firm's (staff). Core's guard audits writes. */
export const questionnaireRoutes: RouteModule = (app, ctx) => {
  const db = ctx.db;

  serve(app, ENDPOINTS.getQuestionnaire, async (request) => {
    await clientTaskAccess(db, principalOf(request));
    return questionnaireView(db, request.params.clientId, request.params.taskId);
  });

  serve(app, ENDPOINTS.putQuestionnaireAnswers, async (request) => {
    await clientTaskAccess(db, principalOf(request));
    const { clientId, taskId } = request.params;
    await questionnaireView(db, clientId, taskId);
    await questionnairesDb(db).transaction().execute((trx) => saveAnswers(trx, clientId, taskId, request.body.answers));
    return questionnaireView(db, clientId, taskId);
  });

  serve(app, ENDPOINTS.postStaffQuestionnaire, async (request, reply) => {
    const { clientId } = request.params;
    const taskId = await questionnairesDb(db).transaction().execute((trx) => createQuestionnaire(trx, clientId, staffOf(request).userId, request.body));
    return reply.code(201).send(await questionnaireView(db, clientId, taskId));
  });

  serve(app, ENDPOINTS.getStaffQuestionnaire, async (request) => questionnaireView(db, request.params.clientId, request.params.taskId));
};
