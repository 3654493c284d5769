import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, EQUIPE, eventually, JOAO, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { TASKS_API as T, type BulkSend } from '../contract';
import { runBatch } from './bulk';
import { documentRequestKind } from './document-request';
import { tasksDb } from './tables';

let t: DemoTestServer;
let templateId: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['common.tasks', 'common.documents', 'br.news'] });
  const created = await t.call(EQUIPE, { method: 'POST', url: T.staffTemplates, payload: {
    kind: 'document-request', name: 'Fechamento anual', body: { title: 'Documentos do fechamento anual', items: [{ description: 'Balancete' }] },
  } });
  expect(created.statusCode).toBe(201);
  templateId = created.json().id;
}, 120_000);
afterAll(async () => { await t.server.stop(); });

const post = (email: string, payload: object) => t.call(email, { method: 'POST', url: T.staffBulkSends, payload });
const batchOf = (email: string, batchId: string) => t.call(email, { method: 'GET', url: fillPath(T.staffBulkSend, { batchId }) });
/** The batch once its job has finished. */
const finished = (batchId: string) => eventually(async () => {
  const batch = (await batchOf(EQUIPE, batchId)).json() as BulkSend;
  return batch.state === 'done' && batch;
});
const tasksOf = (batchId: string) => tasksDb(t.server.ctx.db).selectFrom('commonTasks').select(['id', 'clientId', 'title', 'state']).where('batchId', '=', batchId).execute();

describe('bulk sends', () => {
  it('sends the template to every client with a tag, as a job: one task each, counted n of m, and where they stand', async () => {
    const tags = (await t.call(EQUIPE, { method: 'GET', url: T.staffClientTags })).json().tags;
    expect(tags).toContainEqual({ tag: 'simples-nacional', clients: 2 });
    const sent = await post(EQUIPE, { templateId, tag: 'simples-nacional' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ name: 'Fechamento anual', title: 'Documentos do fechamento anual', tag: 'simples-nacional', total: 2 });
    const batch = await finished(sent.json().id);
    expect(batch).toMatchObject({ total: 2, created: 2, failed: 0, failures: [], progress: { open: 2, submitted: 0, done: 0, cancelled: 0 } });
    const tasks = await tasksOf(batch.id);
    expect(tasks.map((x) => x.title)).toEqual(['Documentos do fechamento anual', 'Documentos do fechamento anual']);
    expect(new Set(tasks.map((x) => x.clientId)).size).toBe(2);

    // Idempotent per client: the job running again (a retry after a crash) makes no second task.
    await tasksDb(t.server.ctx.db).updateTable('commonTaskBatches').set({ finishedAt: null }).where('id', '=', batch.id).execute();
    await runBatch(t.server.ctx, new Map([[documentRequestKind.kind, documentRequestKind]]), batch.id, { info: () => undefined });
    expect(await tasksOf(batch.id)).toHaveLength(2);

    await tasksDb(t.server.ctx.db).updateTable('commonTasks').set({ state: 'submitted' }).where('id', '=', tasks[0]!.id).execute();
    const listed = (await t.call(EQUIPE, { method: 'GET', url: T.staffBulkSends })).json().items as BulkSend[];
    expect(listed.find((b) => b.id === batch.id)?.progress).toEqual({ open: 1, submitted: 1, done: 0, cancelled: 0 });
    // The template's line counts its bulk-sent tasks the same way, across its sends.
    const templates = (await t.call(EQUIPE, { method: 'GET', url: T.staffTemplates })).json().items;
    expect(templates.find((x: { id: string }) => x.id === templateId)).toMatchObject({ sent: 2, progress: { open: 1, submitted: 1, done: 0, cancelled: 0 } });
  });

  it('sends to chosen clients, lists a client whose task could not be made with its code, and creates the others', async () => {
    const [first, second, third] = t.joaoClients;
    const db = tasksDb(t.server.ctx.db);
    // The second client has no upload folder for the request's items: its task cannot be made.
    const folder = await db.selectFrom('containers').select('id').where('clientId', '=', second!).where('type', '=', 'clientContactFolder').executeTakeFirstOrThrow();
    await db.updateTable('containers').set({ type: 'folder' }).where('id', '=', folder.id).execute();
    try {
      const sent = await post(EQUIPE, { templateId, clientIds: [first, second, third, first] });
      expect([sent.statusCode, sent.json().total]).toEqual([202, 3]);
      const batch = await finished(sent.json().id);
      expect(batch).toMatchObject({ total: 3, created: 2, failed: 1, failures: [{ clientId: second, code: 'FOLDER_NOT_FOUND', clientName: expect.any(String) }] });
      expect((await tasksOf(batch.id)).map((x) => x.clientId).sort()).toEqual([first, third].sort());
    } finally {
      await db.updateTable('containers').set({ type: 'clientContactFolder' }).where('id', '=', folder.id).execute();
    }
  });

  it("refuses a send without its audience, with both, or with a tag no client carries", async () => {
    for (const payload of [{ templateId }, { templateId, tag: 'simples-nacional', clientIds: [t.joaoClients[0]] }]) {
      const refused = await post(EQUIPE, payload);
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'BULK_AUDIENCE_REQUIRED']);
    }
    const none = await post(EQUIPE, { templateId, tag: 'no-such-tag' });
    expect([none.statusCode, none.json().code]).toEqual([404, 'BULK_AUDIENCE_EMPTY']);
    const tooMany = await post(EQUIPE, { templateId, clientIds: Array.from({ length: 5001 }, (_, i) => `c${i}`) });
    expect(tooMany.statusCode).toBe(400);
  });

  it("shows another firm's staff nothing: its sends, its template and its clients are out of reach; a client may not send", async () => {
    const mine = (await post(EQUIPE, { templateId, clientIds: [t.joaoClients[0]] })).json() as BulkSend;
    expect((await t.call(STAFF, { method: 'GET', url: T.staffBulkSends })).json().items.map((b: BulkSend) => b.id)).not.toContain(mine.id);
    const read = await batchOf(STAFF, mine.id);
    expect([read.statusCode, read.json().code]).toEqual([404, 'BULK_SEND_NOT_FOUND']);
    const foreignTemplate = await post(STAFF, { templateId, clientIds: [t.joaoClients[0]] });
    expect([foreignTemplate.statusCode, foreignTemplate.json().code]).toEqual([404, 'TASK_TEMPLATE_NOT_FOUND']);
    const own = (await t.call(STAFF, { method: 'POST', url: T.staffTemplates, payload: { kind: 'document-request', name: 'Organizer', body: { title: 'Organizer', items: [{ description: 'W-2' }] } } })).json();
    const foreignClients = await post(STAFF, { templateId: own.id, clientIds: [t.joaoClients[0]] });
    expect([foreignClients.statusCode, foreignClients.json().code]).toEqual([404, 'BULK_AUDIENCE_EMPTY']);
    // Northwind tags no client in br.news: a tag reaches none of Horizonte's.
    expect((await post(STAFF, { templateId: own.id, tag: 'simples-nacional' })).json().code).toBe('BULK_AUDIENCE_EMPTY');
    expect((await post(JOAO, { templateId, clientIds: [t.joaoClients[0]] })).statusCode).toBe(403);
  });
});
