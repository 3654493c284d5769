import type { FastifyRequest } from 'fastify';
import { featureErrors, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { readPdfUpload } from '../../documents/server';
import { notify } from '../../notifications/server';
import { DOCUMENT_REQUEST_KIND, ENDPOINTS, MAX_TEMPLATE_BYTES, TASK_ERROR_CODES } from '../contract';
import { createDocumentRequest, itemRow, itemsOf, reviewItem, setTemplate } from './document-request';
import { TASK_KINDS } from './kinds';
import { tasksDb } from './tables';
import { CLIENTS_TURN, TaskStore } from './tasks';

const errors = featureErrors(TASK_ERROR_CODES);
type TaskPath = { params: { clientId: string; taskId: string } };

/**
 * The firm's side (access 'staff', the workspace's /staff/tasks): core's guard has checked that a path's :clientId
 * is a client of the caller's firm (404 otherwise) and audits every write; every read is scoped by staffOf's firm.
 */
export const staffRoutes: RouteModule = (app, ctx) => {
  const store = new TaskStore(ctx.contributions(TASK_KINDS).map((c) => c.value));
  const db = ctx.db;

  const rowOf = async (request: FastifyRequest & TaskPath) => {
    await store.staffTask(db, staffOf(request).firmId, request.params.clientId, request.params.taskId);
    return store.row(db, request.params.clientId, request.params.taskId);
  };
  const answer = (request: FastifyRequest & TaskPath) => store.staffTask(db, staffOf(request).firmId, request.params.clientId, request.params.taskId);
  const requestOf = async (firmId: number, clientId: string, taskId: string) => {
    const task = await store.staffTask(db, firmId, clientId, taskId);
    if (task.kind !== DOCUMENT_REQUEST_KIND) throw errors.notFound('TASK_NOT_FOUND', 'The task is no document request');
    return { task, items: await itemsOf(db, task.id) };
  };
  const requestAnswer = (request: FastifyRequest & TaskPath) => requestOf(staffOf(request).firmId, request.params.clientId, request.params.taskId);

  serve(app, ENDPOINTS.getStaffTasks, async (request) => ({ items: await store.staffList(db, staffOf(request).firmId, request.query) }));

  serve(app, ENDPOINTS.getStaffTask, async (request) => answer(request));

  serve(app, ENDPOINTS.postStaffTaskAccept, async (request) => {
    const row = await rowOf(request);
    if (row.state !== 'submitted') throw errors.conflict('ILLEGAL_TRANSITION', `A task ${row.state} cannot be accepted`);
    await tasksDb(db).transaction().execute(async (trx) => {
      const now = new Date();
      const blocker = await store.kindOf(row.kind)?.accept(trx, row.id, now);
      if (blocker) throw errors.conflict(blocker, 'The task cannot be accepted as it is');
      await store.move(trx, row, 'done', { now });
    });
    return answer(request);
  });

  serve(app, ENDPOINTS.postStaffTaskSendBack, async (request) => {
    await store.move(db, await rowOf(request), 'in_progress', { sentBackReason: request.body.reason.trim() });
    return answer(request);
  });

  serve(app, ENDPOINTS.postStaffTaskCancel, async (request) => {
    await store.move(db, await rowOf(request), 'cancelled');
    return answer(request);
  });

  serve(app, ENDPOINTS.postStaffDocumentRequest, async (request, reply) => {
    const staff = staffOf(request);
    const taskId = await tasksDb(db).transaction().execute((trx) => createDocumentRequest(trx, request.params.clientId, staff.userId, request.body));
    await notify(ctx, { category: 'taskAssigned', clientId: request.params.clientId, key: `task-assigned:${taskId}`, link: `/tasks/${taskId}`,
      params: { title: request.body.title } }, request.log);
    return reply.code(201).send(await requestOf(staff.firmId, request.params.clientId, taskId));
  });

  serve(app, ENDPOINTS.getStaffDocumentRequest, async (request) => requestAnswer(request));

  serve(app, ENDPOINTS.postStaffItemReview, async (request) => {
    const row = await rowOf(request);
    if (row.state !== 'submitted') throw errors.conflict('ILLEGAL_TRANSITION', 'Items are reviewed once the client has submitted the task');
    const item = await itemRow(db, row.id, request.params.itemId);
    if (item.state === 'pending') throw errors.conflict('ILLEGAL_TRANSITION', 'The client gave nothing for this item yet');
    const reason = request.body.reason?.trim() || null;
    if (request.body.decision === 'reject' && !reason) throw errors.badRequest('REASON_REQUIRED', 'Say why the item is rejected');
    await reviewItem(db, item.id, request.body.decision, reason);
    return requestAnswer(request);
  });

  serve(app, ENDPOINTS.postStaffItemTemplate, { config: { accepts: ['multipart/form-data'] } }, async (request) => {
    const row = await rowOf(request);
    if (!CLIENTS_TURN.includes(row.state)) throw errors.conflict('TASK_NOT_EDITABLE', 'The task is no longer with the client');
    const item = await itemRow(db, row.id, request.params.itemId);
    await setTemplate(db, item.id, await readPdfUpload(request, MAX_TEMPLATE_BYTES));
    return requestAnswer(request);
  });
};
