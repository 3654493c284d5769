import { apiPath } from '@portico/contract/api-paths';
import { eventually, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { documentsDb } from './tables';

let server: TestServer;
let maria: Record<string, string>;
let carlos: Record<string, string>;
let mariaClient: string;
let carlosClient: string;

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  maria = await server.headersFor('maria@acme.example');
  carlos = await server.headersFor('carlos@multi.example');
  [mariaClient] = await server.clientIdsOf('maria@acme.example') as [string];
  [carlosClient] = await server.clientIdsOf('carlos@multi.example') as [string];
});
afterAll(async () => { await server.stop(); });

const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) => server.app.inject({ method: 'POST', url, headers, payload });
const docsOf = async (clientId: string, headers = maria) => (await get(apiPath('documents', { clientId }), headers)).json().documents as Array<{
  id: string; name: string; parent: { id: string }; permissions: { canDelete: boolean };
}>;

describe('access to another client', () => {
  it("answers 404 without a byte for another client's documents, folders and downloads", async () => {
    const [foreignDoc] = await docsOf(mariaClient);
    // carlos names maria's client in the path: the client itself is not found for him.
    for (const url of [
      apiPath('documents', { clientId: mariaClient }),
      apiPath('containers', { clientId: mariaClient }),
      apiPath('downloadUrl', { clientId: mariaClient, documentId: foreignDoc!.id }),
    ]) {
      const res = await get(url, carlos);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'CLIENT_NOT_FOUND']);
      expect(res.body).not.toContain(foreignDoc!.name);
    }
    // carlos names his own client but maria's document id.
    const res = await get(apiPath('downloadUrl', { clientId: carlosClient, documentId: foreignDoc!.id }), carlos);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('DOCUMENT_NOT_FOUND');
    // A storage token carlos obtains for his own session cannot be stretched to maria's document.
    const principal = await server.ctx.sessions.verify(carlos.authorization!.split(' ')[1]!);
    const { token } = await server.ctx.sessions.issueStorageToken(principal, foreignDoc!.id);
    const download = await get(`${apiPath('storageDocument', { id: foreignDoc!.id })}?token=${token}`, {});
    expect(download.statusCode).toBe(404);
    expect(download.body).not.toContain('%PDF');
  });

  it('refuses writes into another client (404) and leaves its documents alone', async () => {
    const before = await docsOf(mariaClient);
    const res = await post(apiPath('trash', { clientId: mariaClient }), carlos, { documentIds: before.map((d) => d.id) });
    expect(res.statusCode).toBe(404);
    expect((await docsOf(mariaClient)).length).toBe(before.length);
  });
});

describe('documents area', () => {
  it('lists containers, roots, descendants and pages of a folder', async () => {
    const { containers } = (await get(apiPath('containers', { clientId: mariaClient }), maria)).json();
    expect(containers.map((c: { name: string }) => c.name).sort()).toEqual(['Bookkeeping', 'Client Uploads', 'Documents', 'Payroll', 'Tax Returns']);
    const roots = (await get(apiPath('roots', { clientId: mariaClient }), maria)).json().containers;
    expect(roots).toHaveLength(1);
    const descendants = (await get(apiPath('descendants', { clientId: mariaClient, containerId: roots[0].id }), maria)).json().containers;
    expect(descendants).toHaveLength(4);
    const tax = containers.find((c: { name: string }) => c.name === 'Tax Returns');
    expect(tax.hasFiles).toBe(true);
    const page1 = (await get(`${apiPath('containerDocuments', { clientId: mariaClient, containerId: tax.id })}?limit=1&includeTotal=true`, maria)).json();
    expect(page1).toMatchObject({ total: 2, limit: 1, offset: 0, nextOffset: 1 });
    const page2 = (await get(`${apiPath('containerDocuments', { clientId: mariaClient, containerId: tax.id })}?limit=1&offset=1`, maria)).json();
    expect(page2.nextOffset).toBeNull();
    expect(page2.total).toBeNull();
    expect(page2.documents[0].id).not.toBe(page1.documents[0].id);
    expect((await get(`${apiPath('documents', { clientId: mariaClient })}?limit=5000`, maria)).statusCode).toBe(400);
  });

  it('trashes client uploads and reports staff uploads without deleting them', async () => {
    const docs = await docsOf(mariaClient);
    const staffDoc = docs.find((d) => !d.permissions.canDelete)!;
    const ownDoc = docs.find((d) => d.permissions.canDelete)!;
    const res = await post(apiPath('trash', { clientId: mariaClient }), maria, { documentIds: [staffDoc.id, ownDoc.id, 'nope'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ trashed: [ownDoc.id], staffUploads: [{ id: staffDoc.id, name: staffDoc.name }], notFound: ['nope'] });
    const after = (await docsOf(mariaClient)).map((d) => d.id);
    expect(after).toContain(staffDoc.id);
    expect(after).not.toContain(ownDoc.id);
    const row = await documentsDb(server.ctx.db).selectFrom('documents').select('deletedAt').where('id', '=', ownDoc.id).executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });

  it('creates folders only where canCreate holds', async () => {
    const { containers } = (await get(apiPath('containers', { clientId: mariaClient }), maria)).json();
    const tax = containers.find((c: { name: string }) => c.name === 'Tax Returns');
    const uploads = containers.find((c: { name: string }) => c.name === 'Client Uploads');
    const refused = await post(apiPath('folders', { clientId: mariaClient }), maria, { containerId: tax.id, name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FOLDER_CREATE_FORBIDDEN', message: 'You do not have permission to add folder.' });
    const created = await post(apiPath('folders', { clientId: mariaClient }), maria, { containerId: uploads.id, name: 'Receipts 2025' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Receipts 2025', type: 'folder', parent: { id: uploads.id }, hasFiles: false });
    expect((await post(apiPath('folders', { clientId: mariaClient }), maria, { containerId: uploads.id, name: 'Receipts 2025' })).statusCode).toBe(409);
  });

  it('sets, filters and removes metadata', async () => {
    const [doc] = await docsOf(mariaClient);
    const url = apiPath('documentMetadata', { clientId: mariaClient, documentId: doc!.id });
    const set = await server.app.inject({ method: 'PUT', url, headers: maria, payload: { items: [{ key: 'taskId', value: 'T-1' }, { key: 'year', value: '2024' }] } });
    expect(set.json().items).toEqual([{ key: 'taskId', value: 'T-1' }, { key: 'year', value: '2024' }]);
    const filtered = (await post(apiPath('metadataFilter', { clientId: mariaClient }), maria, { key: 'taskId', value: 'T-1' })).json();
    expect(filtered.documents.map((d: { id: string }) => d.id)).toEqual([doc!.id]);
    const del = await server.app.inject({ method: 'DELETE', url: apiPath('documentMetadataItem', { clientId: mariaClient, documentId: doc!.id, key: 'taskId' }), headers: maria });
    expect(del.statusCode).toBe(204);
    expect((await post(apiPath('metadataFilter', { clientId: mariaClient }), maria, { key: 'taskId' })).json().documents).toEqual([]);
  });

  it('sends documents as an expiring share link: outbox e-mail, public page, download', async () => {
    const [doc] = await docsOf(mariaClient);
    const res = await post(apiPath('send', { clientId: mariaClient }), maria, { documentIds: [doc!.id], recipients: ['accountant@example.com'], message: 'For review' });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipients).toEqual(['accountant@example.com']);
    const mail = await server.ctx.db.selectFrom('outbox').selectAll().orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(mail.recipients)).toEqual(['accountant@example.com']);
    // Sent by the mail job, a moment after the answer.
    await eventually(async () => (await server.ctx.db.selectFrom('outbox').select('sentAt').where('id', '=', mail.id).executeTakeFirstOrThrow()).sentAt);
    const link = /\/share\/[A-Za-z0-9_-]+/.exec(mail.body)![0];
    const page = await get(link, {});
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(doc!.name.replace(/&/g, '&#38;'));
    const href = /href="([^"]+)"/.exec(page.body)![1]!;
    const file = await get(href, {});
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''/);
    // Expired: the page and the file are gone.
    await documentsDb(server.ctx.db).updateTable('shareLinks').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await get(link, {})).statusCode).toBe(410);
    expect((await get(href, {})).statusCode).toBe(410);
  });

  it('publishes the upload constraints the upload route enforces', async () => {
    const res = (await get(apiPath('uploadConstraints', { clientId: mariaClient }), maria)).json();
    expect(res.allowedExtensions).toContain('pdf');
    expect(res.forbiddenCharacters).toContain(':');
    expect(res.maxFileSizeBytes).toBe(server.ctx.config.maxUploadBytes);
    expect(res.quotaBytes).toBe(server.ctx.config.clientQuotaBytes);
    expect(res.quotaUsedBytes).toBeGreaterThan(0);
  });
});
