import { randomUUID } from 'node:crypto';
import { featureErrors, type SomeDb } from '@portico/plugin-server';
import { DocumentRequestTemplate, DOCUMENT_REQUEST_KIND, TASK_ERROR_CODES, TASK_METADATA, type NewDocumentRequest, type RequestItem } from '../contract';
import type { ServerTaskKind, TaskProgress } from './kinds';
import { tasksDb } from './tables';
import { insertTask } from './tasks';

const errors = featureErrors(TASK_ERROR_CODES);

/** Items the client has answered: a file given, marked not applicable, or already accepted. */
const ANSWERED = ['provided', 'not_applicable', 'accepted'] as const;

/** The client's upload folder, where an item without a folder of its own lands (documents' clientContactFolder). */
async function uploadFolderOf(db: SomeDb, clientId: string): Promise<string> {
  const row = await tasksDb(db).selectFrom('containers').select('id').where('clientId', '=', clientId)
    .where('type', '=', 'clientContactFolder').orderBy('createdAt').executeTakeFirst();
  if (!row) throw errors.notFound('FOLDER_NOT_FOUND', 'The client has no upload folder');
  return row.id;
}

/** Creates the task and its items (the caller's transaction keeps them together); every folder named must be the client's. */
export async function createDocumentRequest(db: SomeDb, clientId: string, createdBy: string, input: NewDocumentRequest): Promise<string> {
  const trx = tasksDb(db);
  const named = [...new Set(input.items.map((i) => i.containerId).filter((id): id is string => Boolean(id)))];
  const found = named.length ? await trx.selectFrom('containers').select('id').where('clientId', '=', clientId).where('id', 'in', named).execute() : [];
  if (found.length !== named.length) throw errors.notFound('FOLDER_NOT_FOUND', 'A folder named is not the client\'s');
  const fallback = input.items.some((i) => !i.containerId) ? await uploadFolderOf(trx, clientId) : '';
  const now = new Date();
  const taskId = await insertTask(trx, { clientId, kind: DOCUMENT_REQUEST_KIND, title: input.title.trim(), dueDate: input.dueDate ?? null, createdBy }, now);
  await trx.insertInto('commonTaskRequestItems').values(input.items.map((item, position) => ({
    id: randomUUID(), taskId, position, description: item.description.trim(), dueDate: item.dueDate ?? input.dueDate ?? null,
    containerId: item.containerId ?? fallback, state: 'pending' as const, notApplicableReason: null, rejectedReason: null,
    templateName: null, templateContent: null, updatedAt: now.toISOString(),
  }))).execute();
  return taskId;
}

/** The items of a request with their folders and the documents given (documents in the trash no longer count). */
export async function itemsOf(db: SomeDb, taskId: string): Promise<RequestItem[]> {
  const t = tasksDb(db);
  const items = await t.selectFrom('commonTaskRequestItems as i').innerJoin('containers as c', 'c.id', 'i.containerId')
    .select(['i.id', 'i.description', 'i.dueDate', 'i.state', 'i.notApplicableReason', 'i.rejectedReason', 'i.templateName', 'c.id as folderId', 'c.name as folderName'])
    .select((eb) => eb.fn('length', ['i.templateContent']).as('templateSize'))
    .where('i.taskId', '=', taskId).orderBy('i.position').execute();
  const files = items.length ? await t.selectFrom('commonTaskRequestFiles as f').innerJoin('documents as d', 'd.id', 'f.documentId')
    .select(['f.itemId', 'f.documentId', 'd.name', 'd.size', 'f.addedAt'])
    .where('f.itemId', 'in', items.map((i) => i.id)).where('d.deletedAt', 'is', null).orderBy('f.addedAt').execute() : [];
  return items.map((i) => ({
    id: i.id, description: i.description, dueDate: i.dueDate, folder: { id: i.folderId, name: i.folderName },
    template: i.templateName ? { name: i.templateName, size: Number(i.templateSize ?? 0) } : null,
    state: i.state, notApplicableReason: i.notApplicableReason, rejectedReason: i.rejectedReason,
    files: files.filter((f) => f.itemId === i.id).map((f) => ({ documentId: f.documentId, name: f.name, size: Number(f.size), addedAt: f.addedAt })),
  }));
}

/** An item of the task (404 ITEM_NOT_FOUND otherwise). */
export async function itemRow(db: SomeDb, taskId: string, itemId: string) {
  const row = await tasksDb(db).selectFrom('commonTaskRequestItems').selectAll().where('id', '=', itemId).where('taskId', '=', taskId).executeTakeFirst();
  if (!row) throw errors.notFound('ITEM_NOT_FOUND', 'No such item');
  return row;
}

/**
 * Gives an item the documents uploaded for it: each must be the client's, live, in the item's folder and carry the
 * item's taskMetadata (the documents' upload put it there). The item is then provided again, even after a rejection.
 */
export async function attachFiles(db: SomeDb, clientId: string, item: { id: string; containerId: string }, documentIds: readonly string[]) {
  const t = tasksDb(db);
  const ids = [...new Set(documentIds)];
  const matching = await t.selectFrom('documents as d').innerJoin('documentMetadata as m', 'm.documentId', 'd.id').select('d.id')
    .where('d.id', 'in', ids).where('d.clientId', '=', clientId).where('d.containerId', '=', item.containerId).where('d.deletedAt', 'is', null)
    .where('m.key', '=', TASK_METADATA.item).where('m.value', '=', item.id).execute();
  if (matching.length !== ids.length) throw errors.badRequest('DOCUMENT_NOT_FOR_ITEM', 'A document was not uploaded for this item');
  const now = new Date().toISOString();
  const linked = new Set((await t.selectFrom('commonTaskRequestFiles').select('documentId').where('itemId', '=', item.id).where('documentId', 'in', ids).execute()).map((r) => r.documentId));
  const fresh = ids.filter((id) => !linked.has(id));
  if (fresh.length) await t.insertInto('commonTaskRequestFiles').values(fresh.map((documentId) => ({ itemId: item.id, documentId, addedAt: now }))).execute();
  await t.updateTable('commonTaskRequestItems').set({ state: 'provided', notApplicableReason: null, rejectedReason: null, updatedAt: now }).where('id', '=', item.id).execute();
}

export async function markNotApplicable(db: SomeDb, itemId: string, reason: string) {
  await tasksDb(db).updateTable('commonTaskRequestItems')
    .set({ state: 'not_applicable', notApplicableReason: reason, rejectedReason: null, updatedAt: new Date().toISOString() }).where('id', '=', itemId).execute();
}

export async function reviewItem(db: SomeDb, itemId: string, decision: 'accept' | 'reject', reason: string | null) {
  await tasksDb(db).updateTable('commonTaskRequestItems')
    .set({ state: decision === 'accept' ? 'accepted' : 'rejected', rejectedReason: decision === 'reject' ? reason : null, updatedAt: new Date().toISOString() })
    .where('id', '=', itemId).execute();
}

export async function setTemplate(db: SomeDb, itemId: string, template: { fileName: string; content: Buffer }) {
  await tasksDb(db).updateTable('commonTaskRequestItems')
    .set({ templateName: template.fileName, templateContent: template.content, updatedAt: new Date().toISOString() }).where('id', '=', itemId).execute();
}

/** The document request as a task kind: progress is items answered; submit needs every item answered. */
export const documentRequestKind: ServerTaskKind = {
  kind: DOCUMENT_REQUEST_KIND,
  template: { body: DocumentRequestTemplate, create: (trx, clientId, createdBy, body) => createDocumentRequest(trx, clientId, createdBy, body as NewDocumentRequest) },
  async progress(db, taskIds) {
    const rows = await tasksDb(db).selectFrom('commonTaskRequestItems').select(['taskId', 'state']).where('taskId', 'in', [...taskIds]).execute();
    const progress = new Map<string, TaskProgress>(taskIds.map((id) => [id, { done: 0, total: 0 }]));
    for (const row of rows) {
      const p = progress.get(row.taskId)!;
      p.total += 1;
      if ((ANSWERED as readonly string[]).includes(row.state)) p.done += 1;
    }
    return progress;
  },
  async submitBlocker(db, taskId) {
    const open = await tasksDb(db).selectFrom('commonTaskRequestItems').select('id').where('taskId', '=', taskId)
      .where('state', 'in', ['pending', 'rejected']).executeTakeFirst();
    return open ? 'ITEMS_INCOMPLETE' : null;
  },
  async accept(trx, taskId, now) {
    const t = tasksDb(trx);
    if (await t.selectFrom('commonTaskRequestItems').select('id').where('taskId', '=', taskId).where('state', '=', 'rejected').executeTakeFirst()) return 'ITEMS_REJECTED';
    // Accepting the task accepts what the firm had not reviewed one by one.
    await t.updateTable('commonTaskRequestItems').set({ state: 'accepted', updatedAt: now.toISOString() })
      .where('taskId', '=', taskId).where('state', 'in', ['provided', 'not_applicable']).execute();
    return null;
  },
};
