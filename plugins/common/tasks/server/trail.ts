import { type ExportPart, type FirmActionRoutes, jsonEntry } from '../../activity/server';
import { ENDPOINTS } from '../contract';
import { tasksDb } from './tables';

const route = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** The firm's moves on a client's tasks, as the client's Activity names them. */
export const taskFirmActions: FirmActionRoutes = {
  [route(ENDPOINTS.postStaffDocumentRequest)]: 'taskCreated',
  [route(ENDPOINTS.postStaffTaskAccept)]: 'taskAccepted',
  [route(ENDPOINTS.postStaffTaskSendBack)]: 'taskSentBack',
  [route(ENDPOINTS.postStaffTaskCancel)]: 'taskCancelled',
  [route(ENDPOINTS.postStaffItemReview)]: 'itemReviewed',
};

/** tasks.json of the client's export: every task, a document request with its items and the documents given to each. */
export const tasksExport: ExportPart = {
  async *entries(ctx, clientId) {
    const db = tasksDb(ctx.db);
    const tasks = await db.selectFrom('commonTasks')
      .select(['id', 'kind', 'title', 'state', 'dueDate', 'sentBackReason', 'createdAt', 'updatedAt'])
      .where('clientId', '=', clientId).orderBy('createdAt').orderBy('id').execute();
    const items = tasks.length === 0 ? [] : await db.selectFrom('commonTaskRequestItems')
      .select(['id', 'taskId', 'position', 'description', 'dueDate', 'state', 'notApplicableReason', 'rejectedReason'])
      .where('taskId', 'in', tasks.map((t) => t.id)).orderBy('taskId').orderBy('position').execute();
    const files = items.length === 0 ? [] : await db.selectFrom('commonTaskRequestFiles as f').innerJoin('documents as d', 'd.id', 'f.documentId')
      .select(['f.itemId', 'd.id', 'd.name', 'f.addedAt']).where('f.itemId', 'in', items.map((i) => i.id)).orderBy('f.addedAt').execute();
    yield jsonEntry(['tasks.json'], tasks.map((task) => ({
      ...task,
      items: items.filter((i) => i.taskId === task.id).map(({ taskId: _, ...item }) => ({
        ...item, documents: files.filter((f) => f.itemId === item.id).map(({ itemId: __, ...file }) => file),
      })),
    })));
  },
};
