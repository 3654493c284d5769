import { fillPath } from '@portico/contract/api-paths';
import { API } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, MARIA, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { TASK_METADATA, TASKS_API as T } from '../contract';
import { tasksDb } from './tables';

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.tasks', 'common.documents'] });
  clientId = t.mariaClients[0]!;
}, 120_000);
afterAll(async () => { await t.server.stop(); });

const path = (template: string, params: Record<string, string> = {}) => fillPath(template, { clientId, ...params });
const get = (email: string, url: string, query: Record<string, string> = {}) => t.call(email, { method: 'GET', url, query });
const post = (email: string, url: string, payload: object = {}) => t.call(email, { method: 'POST', url, payload });

/** The firm asks maria's first client for two items; answers the request. */
async function asked(title = 'Year-end documents', dueDate?: string) {
  const created = await post(STAFF, path(T.staffDocumentRequests), {
    title, ...(dueDate ? { dueDate } : {}), items: [{ description: 'Bank statements' }, { description: 'Payroll register' }],
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { task: { id: string; state: string }; items: Array<{ id: string; folder: { id: string } }> };
}

/** maria uploads a file for an item through the documents' upload, with the item's taskMetadata; answers its id. */
async function uploadFor(taskId: string, item: { id: string; folder: { id: string } }, name = 'statement.pdf') {
  const body = multipartBody([{ name, content: demoPdf(name), type: 'application/pdf' }]);
  const taskMetadata = JSON.stringify({ [TASK_METADATA.task]: taskId, [TASK_METADATA.item]: item.id });
  const answer = await t.call(MARIA, { method: 'POST', url: path(API.uploads), query: { containerId: item.folder.id, taskMetadata, onConflict: 'keepBoth' }, ...body });
  expect(answer.statusCode).toBe(200);
  return answer.json().success[0].id as string;
}

describe('tasks', () => {
  it("lists the seeded request among maria's open tasks, with its due date and progress, and finds it by words of its title", async () => {
    const open = (await get(MARIA, path(T.tasks))).json().items;
    const seeded = open.find((task: { kind: string }) => task.kind === 'document-request');
    expect(seeded).toMatchObject({ state: 'open', dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), progress: { done: 0, total: 3 } });
    expect((await get(MARIA, path(T.tasks), { q: 'TAX return' })).json().items.map((x: { id: string }) => x.id)).toContain(seeded.id);
    expect((await get(MARIA, path(T.tasks), { q: 'nothing like it' })).json().items).toEqual([]);
    expect((await get(MARIA, path(T.tasks), { filter: 'dueSoon' })).json().items).toEqual([]);
    expect((await get(MARIA, path(T.tasks), { filter: 'later' })).statusCode).toBe(400);
  });

  it('splits the list by due date: overdue, due soon, and done ones apart', async () => {
    const past = await asked('Past due', '2020-01-31');
    const soon = await asked('Soon due', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    const ids = async (filter: string) => (await get(MARIA, path(T.tasks), { filter })).json().items.map((x: { id: string }) => x.id);
    expect(await ids('overdue')).toEqual([past.task.id]);
    expect(await ids('dueSoon')).toEqual([soon.task.id]);
    const open = await ids('open');
    expect(open.indexOf(past.task.id)).toBeLessThan(open.indexOf(soon.task.id));
    await post(STAFF, path(T.staffCancel, { taskId: past.task.id }));
    await post(STAFF, path(T.staffCancel, { taskId: soon.task.id }));
    expect(await ids('overdue')).toEqual([]);
    expect(await ids('done')).toEqual(expect.arrayContaining([past.task.id, soon.task.id]));
  });

  it('goes open → in progress → submitted → done: one file for an item, the other not applicable, the firm accepts; every write audited', async () => {
    const { task, items } = await asked();
    const [first, second] = items;
    const documentId = await uploadFor(task.id, first!);
    const given = await post(MARIA, path(T.itemFiles, { taskId: task.id, itemId: first!.id }), { documentIds: [documentId] });
    expect(given.json().task).toMatchObject({ state: 'in_progress', progress: { done: 1, total: 2 } });
    expect(given.json().items[0]).toMatchObject({ state: 'provided', files: [{ documentId, name: 'statement.pdf' }] });

    const early = await post(MARIA, path(T.submit, { taskId: task.id }));
    expect([early.statusCode, early.json().code]).toEqual([409, 'ITEMS_INCOMPLETE']);
    expect((await post(MARIA, path(T.itemNotApplicable, { taskId: task.id, itemId: second!.id }), { reason: '' })).statusCode).toBe(400);
    const na = await post(MARIA, path(T.itemNotApplicable, { taskId: task.id, itemId: second!.id }), { reason: 'We had no employees this year' });
    expect(na.json().items[1]).toMatchObject({ state: 'not_applicable', notApplicableReason: 'We had no employees this year' });

    const submitted = await post(MARIA, path(T.submit, { taskId: task.id }));
    expect(submitted.json()).toMatchObject({ state: 'submitted', progress: { done: 2, total: 2 } });
    const late = await post(MARIA, path(T.itemNotApplicable, { taskId: task.id, itemId: first!.id }), { reason: 'changed my mind' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'TASK_NOT_EDITABLE']);

    const listed = (await get(STAFF, T.staffTasks, { state: 'submitted' })).json().items;
    expect(listed.find((x: { id: string }) => x.id === task.id)).toMatchObject({ clientName: expect.any(String), progress: { done: 2, total: 2 } });
    const accepted = await post(STAFF, path(T.staffAccept, { taskId: task.id }));
    expect(accepted.json()).toMatchObject({ state: 'done' });
    expect((await get(MARIA, path(T.documentRequest, { taskId: task.id }))).json().items.map((i: { state: string }) => i.state)).toEqual(['accepted', 'accepted']);
    expect((await get(MARIA, path(T.tasks), { filter: 'done' })).json().items.map((x: { id: string }) => x.id)).toContain(task.id);
    const again = await post(STAFF, path(T.staffAccept, { taskId: task.id }));
    expect([again.statusCode, again.json().code]).toEqual([409, 'ILLEGAL_TRANSITION']);

    const audited = await auditRows(t.server, `POST ${T.staffAccept}`);
    expect(audited.filter((r) => r.clientId === clientId).map((r) => r.outcome)).toEqual(expect.arrayContaining(['success', 'refused']));
    expect((await auditRows(t.server, `POST ${T.itemFiles}`)).some((r) => r.outcome === 'success' && r.subjectUserId === (r.actorUserId))).toBe(true);
    expect(await auditRows(t.server, `POST ${T.staffDocumentRequests}`)).not.toHaveLength(0);
  });

  it('a rejected item blocks accepting; sent back with the reason, the client gives another file (the first stays) and resubmits', async () => {
    const { task, items } = await asked();
    for (const item of items) {
      await post(MARIA, path(T.itemFiles, { taskId: task.id, itemId: item.id }), { documentIds: [await uploadFor(task.id, item)] });
    }
    await post(MARIA, path(T.submit, { taskId: task.id }));
    const itemPath = path(T.staffItemReview, { taskId: task.id, itemId: items[1]!.id });
    expect((await post(STAFF, itemPath, { decision: 'reject' })).json().code).toBe('REASON_REQUIRED');
    const rejected = await post(STAFF, itemPath, { decision: 'reject', reason: 'This is last year\'s register' });
    expect(rejected.json().items[1]).toMatchObject({ state: 'rejected', rejectedReason: "This is last year's register" });
    expect((await post(STAFF, path(T.staffAccept, { taskId: task.id }))).json().code).toBe('ITEMS_REJECTED');
    expect((await post(STAFF, path(T.staffSendBack, { taskId: task.id }), { reason: '' })).statusCode).toBe(400);

    const back = await post(STAFF, path(T.staffSendBack, { taskId: task.id }), { reason: 'Please send this year\'s payroll register' });
    expect(back.json()).toMatchObject({ state: 'in_progress', sentBackReason: "Please send this year's payroll register" });
    expect((await post(MARIA, path(T.submit, { taskId: task.id }))).json().code).toBe('ITEMS_INCOMPLETE');
    const fresh = await uploadFor(task.id, items[1]!, 'register 2026.pdf');
    const regiven = await post(MARIA, path(T.itemFiles, { taskId: task.id, itemId: items[1]!.id }), { documentIds: [fresh] });
    expect(regiven.json().items[1]).toMatchObject({ state: 'provided', rejectedReason: null });
    expect(regiven.json().items[1].files).toHaveLength(2);
    expect(regiven.json().task.sentBackReason).toBe("Please send this year's payroll register");
    expect((await post(MARIA, path(T.submit, { taskId: task.id }))).json()).toMatchObject({ state: 'submitted', sentBackReason: null });
  });

  it('refuses a document not uploaded for the item (another folder, no metadata, or another client\'s)', async () => {
    const { task, items } = await asked();
    const own = await uploadFor(task.id, items[0]!);
    const wrongItem = await post(MARIA, path(T.itemFiles, { taskId: task.id, itemId: items[1]!.id }), { documentIds: [own] });
    expect([wrongItem.statusCode, wrongItem.json().code]).toEqual([400, 'DOCUMENT_NOT_FOR_ITEM']);
    const plain = (await t.call(MARIA, { method: 'POST', url: path(API.uploads), query: { containerId: items[0]!.folder.id, onConflict: 'keepBoth' },
      ...multipartBody([{ name: 'plain.pdf', content: demoPdf('plain'), type: 'application/pdf' }]) })).json().success[0].id;
    expect((await post(MARIA, path(T.itemFiles, { taskId: task.id, itemId: items[0]!.id }), { documentIds: [plain] })).json().code).toBe('DOCUMENT_NOT_FOR_ITEM');
    const untouched = (await get(MARIA, path(T.documentRequest, { taskId: task.id }))).json();
    expect(untouched.task.state).toBe('open');
  });

  it("answers another firm's client and another client's task 404, a contact on staff routes 403 STAFF_ONLY, and names the task's company for the host", async () => {
    const { task } = await asked();
    expect((await get(EQUIPE, path(T.staffTask, { taskId: task.id }))).json().code).toBe('CLIENT_NOT_FOUND');
    expect((await post(EQUIPE, path(T.staffAccept, { taskId: task.id }))).statusCode).toBe(404);
    expect((await post(EQUIPE, path(T.staffDocumentRequests), { title: 'x', items: [{ description: 'y' }] })).statusCode).toBe(404);
    expect((await get(EQUIPE, T.staffTasks)).json().items.every((x: { clientId: string }) => x.clientId !== clientId)).toBe(true);
    expect((await get(MARIA, T.staffTasks)).json().code).toBe('STAFF_ONLY');
    expect((await get(JOAO, path(T.task, { taskId: task.id }))).json().code).toBe('CLIENT_NOT_FOUND');
    const other = t.mariaClients[1]!;
    expect((await get(MARIA, fillPath(T.task, { clientId: other, taskId: task.id }))).json().code).toBe('TASK_NOT_FOUND');
    expect((await get(MARIA, fillPath(T.location, { taskId: task.id }))).json()).toEqual({ taskId: task.id, clientId, kind: 'document-request' });
    expect((await get(JOAO, fillPath(T.location, { taskId: task.id }))).json().code).toBe('TASK_NOT_FOUND');
  });

  it('hides tasks under ClientCenterHideTasks (403 TASKS_HIDDEN) and document requests under ClientCenterHideDocRequestTask', async () => {
    const firmId = (await t.server.ctx.db.selectFrom('users').select('firmId').where('email', '=', MARIA).executeTakeFirstOrThrow()).firmId;
    const db = t.server.ctx.db;
    try {
      await db.insertInto('infrastructureControls').values({ firmId, name: 'ClientCenterHideDocRequestTask' }).execute();
      const listed = (await get(MARIA, path(T.tasks))).json().items;
      expect(listed.filter((x: { kind: string }) => x.kind === 'document-request')).toEqual([]);
      await db.insertInto('infrastructureControls').values({ firmId, name: 'ClientCenterHideTasks' }).execute();
      expect((await get(MARIA, path(T.tasks))).json().code).toBe('TASKS_HIDDEN');
    } finally {
      await db.deleteFrom('infrastructureControls').where('firmId', '=', firmId).where('name', 'in', ['ClientCenterHideDocRequestTask', 'ClientCenterHideTasks']).execute();
    }
  });

  it('keeps a template PDF with its item for the client to download, and refuses what is no PDF', async () => {
    const { task, items } = await asked();
    const url = path(T.staffItemTemplate, { taskId: task.id, itemId: items[0]!.id });
    const wrong = await t.call(STAFF, { method: 'POST', url, ...multipartBody([{ name: 'form.txt', content: Buffer.from('hello') }]) });
    expect([wrong.statusCode, wrong.json().code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const put = await t.call(STAFF, { method: 'POST', url, ...multipartBody([{ name: 'Organizer.pdf', content: demoPdf('Organizer'), type: 'application/pdf' }]) });
    expect(put.json().items[0].template).toMatchObject({ name: 'Organizer.pdf' });
    const file = await get(MARIA, path(T.itemTemplate, { taskId: task.id, itemId: items[0]!.id }));
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await get(MARIA, path(T.itemTemplate, { taskId: task.id, itemId: items[1]!.id }))).json().code).toBe('TEMPLATE_NOT_FOUND');
  });

  it('seeds an open request for maria, in the tables the migration made', async () => {
    const rows = await tasksDb(t.server.ctx.db).selectFrom('commonTasks').select(['clientId', 'state']).where('title', 'like', '% tax return documents').execute();
    expect(rows).toEqual([{ clientId, state: 'open' }]);
  });
});
