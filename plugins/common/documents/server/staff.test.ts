import { fillPath, apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, EQUIPE, MARIA, multipartBody, STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { STAFF_DOCUMENTS_API } from '../staff-contract';
import { documentsDb } from './tables';

let t: DemoTestServer;
let clientId: string;
let folderId: string;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.documents'] });
  clientId = t.mariaClients[0]!;
  const folders = (await t.call(STAFF, { method: 'GET', url: fillPath(STAFF_DOCUMENTS_API.containers, { clientId }) })).json().containers;
  folderId = folders.find((f: { name: string }) => f.name === 'Tax Returns').id;
});
afterAll(async () => { await t.server.stop(); });

const upload = (email: string, files: Array<{ name: string; content: Buffer }>, query: Record<string, string> = {}, client = clientId) => {
  const body = multipartBody(files);
  return t.call(email, {
    method: 'POST', url: fillPath(STAFF_DOCUMENTS_API.uploads, { clientId: client }), query: { containerId: folderId, ...query },
    headers: body.headers, payload: body.payload,
  });
};
const documentCount = async () => (await documentsDb(t.server.ctx.db).selectFrom('documents').select('id').execute()).length;
const outboxTo = async (address: string) => (await t.server.ctx.db.selectFrom('outbox').select(['recipients', 'subject', 'purpose']).execute())
  .filter((m) => m.recipients.includes(address));

describe("the firm's documents", () => {
  it("finds the firm's clients by name or tax id, and none of another firm's", async () => {
    const all = (await t.call(STAFF, { method: 'GET', url: STAFF_DOCUMENTS_API.clients })).json().clients;
    expect(all.map((c: { id: string }) => c.id)).toContain(clientId);
    const named = all.find((c: { id: string }) => c.id === clientId);
    const found = (await t.call(STAFF, { method: 'GET', url: STAFF_DOCUMENTS_API.clients, query: { q: named.name.slice(1, 5).toUpperCase() } })).json().clients;
    expect(found.map((c: { id: string }) => c.id)).toContain(clientId);
    const horizonte = (await t.call(EQUIPE, { method: 'GET', url: STAFF_DOCUMENTS_API.clients, query: { q: named.name } })).json().clients;
    expect(horizonte).toEqual([]);
    const client = await t.call(MARIA, { method: 'GET', url: STAFF_DOCUMENTS_API.clients });
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
  });

  it('uploads into the folder as the firm, tells the contacts, audits it, and the client sees it but cannot delete it', async () => {
    const answer = await upload(STAFF, [{ name: 'Engagement 2027.pdf', content: demoPdf('engagement') }], { notify: 'true' });
    expect(answer.statusCode).toBe(200);
    const [doc] = answer.json().success;
    expect(doc).toMatchObject({ name: 'Engagement 2027.pdf', uploadedByStaff: true, permissions: { canDelete: false }, parent: { id: folderId } });
    expect(answer.json().notified).toBeGreaterThan(0);
    const [mail] = await outboxTo(MARIA);
    expect(mail).toMatchObject({ purpose: 'common.notifications.mail' });
    expect(mail!.subject).toContain('Engagement 2027.pdf');

    const audit = (await auditRows(t.server, `POST ${STAFF_DOCUMENTS_API.uploads}`)).filter((r) => r.outcome === 'success');
    expect(audit.at(-1)).toMatchObject({ clientId, actorUserId: await t.server.userId(STAFF), statusCode: 200 });

    const listed = (await t.call(MARIA, { method: 'GET', url: apiPath('containerDocuments', { clientId, containerId: folderId }) })).json();
    expect(listed.documents).toEqual(expect.arrayContaining([expect.objectContaining({ id: doc.id, permissions: { canDelete: false, canCreate: false } })]));
    const trash = await t.call(MARIA, { method: 'POST', url: apiPath('trash', { clientId }), payload: { documentIds: [doc.id] } });
    expect(trash.json()).toMatchObject({ trashed: [], staffUploads: [{ id: doc.id }] });
    expect(await documentsDb(t.server.ctx.db).selectFrom('documents').select('deletedAt').where('id', '=', doc.id).executeTakeFirst()).toEqual({ deletedAt: null });
  });

  it('refuses a file whose bytes are not what its name says, storing nothing', async () => {
    const before = await documentCount();
    const answer = await upload(STAFF, [{ name: 'fake.pdf', content: Buffer.from('<html><script>x</script></html>') }]);
    expect([answer.statusCode, answer.json().code]).toEqual([415, 'FILE_CONTENT_MISMATCH']);
    expect(await documentCount()).toBe(before);
  });

  it("is 404 to another firm's staff and 403 to a client, and changes nothing", async () => {
    const before = await documentCount();
    const foreign = await upload(EQUIPE, [{ name: 'x.pdf', content: demoPdf('x') }]);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const client = await upload(MARIA, [{ name: 'x.pdf', content: demoPdf('x') }]);
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    // A folder of another client of the same firm is no folder of this one.
    const other = await upload(STAFF, [{ name: 'x.pdf', content: demoPdf('x') }], {}, t.mariaClients[1]!);
    expect([other.statusCode, other.json().code]).toEqual([404, 'CONTAINER_NOT_FOUND']);
    expect(await documentCount()).toBe(before);
    const refused = (await auditRows(t.server, `POST ${STAFF_DOCUMENTS_API.uploads}`)).filter((r) => r.outcome === 'refused');
    expect(refused.map((r) => r.statusCode)).toEqual(expect.arrayContaining([404, 403]));
  });

  it('lists what clients uploaded since the staff member last looked, and only their own firm\'s', async () => {
    const body = multipartBody([{ name: 'Receipts March.pdf', content: demoPdf('receipts') }]);
    const mine = await t.call(MARIA, { method: 'POST', url: apiPath('uploads', { clientId }), headers: body.headers, payload: body.payload });
    expect(mine.statusCode).toBe(200);
    const list = (await t.call(STAFF, { method: 'GET', url: STAFF_DOCUMENTS_API.clientUploads })).json();
    expect(list.since).toBeNull();
    expect(list.items[0]).toMatchObject({ name: 'Receipts March.pdf', client: { id: clientId }, uploadedBy: expect.stringContaining('Maria') });
    expect(list.items.some((i: { name: string }) => i.name === 'Engagement 2027.pdf')).toBe(false);
    expect((await t.call(EQUIPE, { method: 'GET', url: STAFF_DOCUMENTS_API.clientUploads })).json().items
      .some((i: { client: { id: string } }) => i.client.id === clientId)).toBe(false);

    const seen = await t.call(STAFF, { method: 'PUT', url: STAFF_DOCUMENTS_API.clientUploadsSeen, payload: { until: list.until } });
    expect(seen.statusCode).toBe(204);
    const after = (await t.call(STAFF, { method: 'GET', url: STAFF_DOCUMENTS_API.clientUploads })).json();
    expect([after.since, after.items]).toEqual([list.until, []]);
    // An older moment does not move the mark back.
    await t.call(STAFF, { method: 'PUT', url: STAFF_DOCUMENTS_API.clientUploadsSeen, payload: { until: '2000-01-01T00:00:00.000Z' } });
    expect((await t.call(STAFF, { method: 'GET', url: STAFF_DOCUMENTS_API.clientUploads })).json().since).toBe(list.until);
    const client = await t.call(MARIA, { method: 'PUT', url: STAFF_DOCUMENTS_API.clientUploadsSeen, payload: { until: list.until } });
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
  });
});
