import type { FastifyRequest } from 'fastify';
import { accessibleClientIds, featureErrors, isoDay, principalOf, type RouteModule, sendAttachment, serve, type SomeDb } from '@portico/plugin-server';
import { DOCUMENT_REQUEST_KIND, ENDPOINTS, TASK_ERROR_CODES } from '../contract';
import { notify } from '../../notifications/server';
import { clientTaskAccess } from './access';
import { attachFiles, itemRow, itemsOf, markNotApplicable } from './document-request';
import { TASK_KINDS } from './kinds';
import { tasksDb } from './tables';
import { TaskStore } from './tasks';

const errors = featureErrors(TASK_ERROR_CODES);

/**
 * The client's side (access 'session'): core's guard has checked the path's :clientId against the caller's
 * companies and audits every write. Tasks hidden from the caller (their switch, AllDocsOnly) answer 403 TASKS_HIDDEN.
 */
export const clientRoutes: RouteModule = (app, ctx) => {
  const store = new TaskStore(ctx.contributions(TASK_KINDS).map((c) => c.value));
  const db = ctx.db;

  /** The caller's task of the path's client; a kind hidden from them is not found. */
  const taskOf = async (request: FastifyRequest & { params: { clientId: string; taskId: string } }, kind?: string) => {
    const { hiddenKinds } = await clientTaskAccess(db, principalOf(request));
    const row = await store.row(db, request.params.clientId, request.params.taskId, hiddenKinds);
    if (kind && row.kind !== kind) throw errors.notFound('TASK_NOT_FOUND', `The task is no ${kind}`);
    return row;
  };
  const requestOf = async (taskId: string, clientId: string) => {
    const row = await store.row(db, clientId, taskId);
    return { task: await store.toTask(db, row), items: await itemsOf(db, taskId) };
  };

  serve(app, ENDPOINTS.getTasks, async (request) => {
    const { hiddenKinds } = await clientTaskAccess(db, principalOf(request));
    const items = await store.clientList(db, request.params.clientId, { ...request.query, hiddenKinds, today: isoDay(new Date()) });
    return { items };
  });

  serve(app, ENDPOINTS.getTask, async (request) => store.toTask(db, await taskOf(request)));

  serve(app, ENDPOINTS.getTaskLocation, async (request) => {
    const principal = principalOf(request);
    const { hiddenKinds } = await clientTaskAccess(db, principal);
    const row = await tasksDb(db).selectFrom('commonTasks').select(['id', 'clientId', 'kind']).where('id', '=', request.params.taskId)
      .where('clientId', 'in', accessibleClientIds(db, principal)).executeTakeFirst();
    if (!row || hiddenKinds.includes(row.kind)) throw errors.notFound('TASK_NOT_FOUND', 'No such task');
    return { taskId: row.id, clientId: row.clientId, kind: row.kind };
  });

  serve(app, ENDPOINTS.postTaskSubmit, async (request) => {
    const row = await taskOf(request);
    const blocker = row.state === 'in_progress' ? await store.kindOf(row.kind)?.submitBlocker(db, row.id) : null;
    if (blocker) throw errors.conflict(blocker, 'Every part of the task must be answered first');
    const moved = await store.move(db, row, 'submitted', { sentBackReason: undefined });
    await notify(ctx, { category: 'taskSubmitted', clientId: row.clientId, key: `task-submitted:${row.id}:${moved.updatedAt}`,
      link: `/staff/tasks/${row.clientId}/${row.id}`, params: { title: row.title }, actorUserId: principalOf(request).userId }, request.log);
    return store.toTask(db, moved);
  });

  serve(app, ENDPOINTS.getDocumentRequest, async (request) => {
    const row = await taskOf(request, DOCUMENT_REQUEST_KIND);
    return { task: await store.toTask(db, row), items: await itemsOf(db, row.id) };
  });

  /**
   * A change of the client's to one item: the task must still be theirs, the item not accepted yet. The change and
   * the task's start commit together, so a refused change leaves an open task open.
   */
  const changeItem = async (
    request: FastifyRequest & { params: { clientId: string; taskId: string; itemId: string } },
    change: (trx: SomeDb, item: Awaited<ReturnType<typeof itemRow>>) => Promise<void>,
  ) => {
    const row = await taskOf(request, DOCUMENT_REQUEST_KIND);
    const item = await itemRow(db, row.id, request.params.itemId);
    if (item.state === 'accepted') throw errors.conflict('ITEM_ACCEPTED', 'The firm accepted this item already');
    await tasksDb(db).transaction().execute(async (trx) => {
      await store.startByClient(trx, row);
      await change(trx, item);
    });
    return requestOf(row.id, row.clientId);
  };

  serve(app, ENDPOINTS.postDocumentRequestFiles, async (request) =>
    changeItem(request, (trx, item) => attachFiles(trx, request.params.clientId, item, request.body.documentIds)));

  serve(app, ENDPOINTS.postDocumentRequestNotApplicable, async (request) =>
    changeItem(request, (trx, item) => markNotApplicable(trx, item.id, request.body.reason.trim())));

  serve(app, ENDPOINTS.getDocumentRequestTemplate, async (request, reply) => {
    const row = await taskOf(request, DOCUMENT_REQUEST_KIND);
    const item = await itemRow(db, row.id, request.params.itemId);
    if (!item.templateName || !item.templateContent) throw errors.notFound('TEMPLATE_NOT_FOUND', 'The item has no template');
    return sendAttachment(reply, { name: item.templateName, mimeType: 'application/pdf', size: item.templateContent.length }, item.templateContent);
  });
};
