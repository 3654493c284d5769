import { apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { multipartBody, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { TRASH_RETENTION_DAYS } from '@portico/contract/documents';
import { documentsDb } from './tables';

let server: TestServer;
let clientId: string;
let headers: Record<string, string>;
let folderId: string;

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  headers = await server.headersFor('maria@acme.example');
  const contact = (await server.app.inject({ method: 'GET', url: apiPath('clientContactFolder', { clientId }), headers })).json();
  const created = await inject('POST', apiPath('folders', { clientId }), { containerId: contact.id, name: 'Change tests' });
  expect(created.statusCode).toBe(201);
  folderId = created.json().id;
});
afterAll(async () => { await server.stop(); });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = (name: string, content: Buffer, query: Record<string, string> = {}, container = folderId) => {
  const body = multipartBody([{ name, content }]);
  const qs = new URLSearchParams({ containerId: container, ...query }).toString();
  return server.app.inject({ method: 'POST', url: `${apiPath('uploads', { clientId })}?${qs}`, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const liveIn = (containerId: string) => documentsDb(server.ctx.db).selectFrom('documents').select(['id', 'name', 'sha256', 'containerId'])
  .where('containerId', '=', containerId).where('deletedAt', 'is', null).orderBy('name').execute();
const newFolder = async (name: string, parent = folderId) => (await inject('POST', apiPath('folders', { clientId }), { containerId: parent, name })).json().id as string;

describe('uploading a name that exists', () => {
  it('asks first (409 DOCUMENT_NAME_TAKEN with the existing document, nothing stored), ignoring case', async () => {
    const first = await upload('Invoice #1042.pdf', demoPdf('v1'));
    expect(first.statusCode).toBe(200);
    const again = await upload('INVOICE #1042.pdf', demoPdf('v2'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'DOCUMENT_NAME_TAKEN', files: [{ name: 'INVOICE #1042.pdf', code: 'DOCUMENT_NAME_TAKEN', existing: { id: first.json().success[0].id, canReplace: true } }],
    });
    expect((await liveIn(folderId)).filter((d) => d.name.toLowerCase() === 'invoice #1042.pdf')).toHaveLength(1);
  });

  it('answers before an upload whether the folder has the name (case ignored) and whether it may be replaced', async () => {
    const exists = async (name: string, containerId = folderId) =>
      (await inject('GET', `${apiPath('storageExists', { id: containerId })}?name=${encodeURIComponent(name)}`)).json();
    expect(await exists('invoice #1042.PDF')).toEqual({ exists: true, canReplace: true });
    expect(await exists('Invoice #9999.pdf')).toEqual({ exists: false, canReplace: false });
    const staffDoc = await documentsDb(server.ctx.db).selectFrom('documents').select(['name', 'containerId'])
      .where('clientId', '=', clientId).where('uploadedByStaff', '=', 1).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
    expect(await exists(staffDoc.name, staffDoc.containerId)).toEqual({ exists: true, canReplace: false });
  });

  it('keeps both under the next free number', async () => {
    const a = await upload('Invoice #1042.pdf', demoPdf('v3'), { onConflict: 'keepBoth' });
    const b = await upload('Invoice #1042.pdf', demoPdf('v4'), { onConflict: 'keepBoth' });
    expect([a.json().success[0].name, b.json().success[0].name]).toEqual(['Invoice #1042 (2).pdf', 'Invoice #1042 (3).pdf']);
  });

  it('replaces: the document keeps its id, the old file becomes a version listed by the versions route', async () => {
    const before = (await liveIn(folderId)).find((d) => d.name === 'Invoice #1042.pdf')!;
    const res = await upload('Invoice #1042.pdf', demoPdf('v5'), { onConflict: 'replace' });
    expect(res.statusCode).toBe(200);
    const replaced = res.json().success[0];
    expect(replaced.id).toBe(before.id);
    const after = (await liveIn(folderId)).filter((d) => d.name === 'Invoice #1042.pdf');
    expect(after).toHaveLength(1);
    expect(after[0]!.sha256).not.toBe(before.sha256);
    const versions = await inject('GET', apiPath('documentVersions', { clientId, documentId: before.id }));
    expect(versions.statusCode).toBe(200);
    expect(versions.json().versions).toHaveLength(1);
    const row = await documentsDb(server.ctx.db).selectFrom('documentVersions').selectAll().where('documentId', '=', before.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(before.sha256);
    // The old file's blob is kept.
    expect(server.storedFiles().blobs.some((f) => f.endsWith(row.blobId))).toBe(true);
  });

  it("refuses to replace the firm's upload (403 DOCUMENT_REPLACE_FORBIDDEN) and says so when asking", async () => {
    const staffDoc = await documentsDb(server.ctx.db).selectFrom('documents').select(['name', 'containerId'])
      .where('clientId', '=', clientId).where('uploadedByStaff', '=', 1).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
    const asked = await upload(staffDoc.name, demoPdf('x'), {}, staffDoc.containerId);
    expect(asked.json().files[0].existing.canReplace).toBe(false);
    const res = await upload(staffDoc.name, demoPdf('x'), { onConflict: 'replace' }, staffDoc.containerId);
    expect([res.statusCode, res.json().code]).toEqual([403, 'DOCUMENT_REPLACE_FORBIDDEN']);
  });
});

describe('trash', () => {
  it(`lists deleted documents with the retention period (${TRASH_RETENTION_DAYS} days) and restores into the original folder`, async () => {
    const stored = (await upload('P&L Statement 2025.pdf', demoPdf('pl'))).json().success[0];
    await inject('POST', apiPath('trash', { clientId }), { documentIds: [stored.id] });
    const trash = (await inject('GET', apiPath('trash', { clientId }))).json();
    expect(trash.retentionDays).toBe(TRASH_RETENTION_DAYS);
    const entry = trash.documents.find((e: { document: { id: string } }) => e.document.id === stored.id);
    expect(entry.folder).toEqual({ id: folderId, name: 'Change tests' });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(TRASH_RETENTION_DAYS * 86_400_000);

    const res = await inject('POST', apiPath('trashRestore', { clientId }), { documentIds: [stored.id, crypto.randomUUID()] });
    expect(res.statusCode).toBe(200);
    expect(res.json().restored).toEqual([expect.objectContaining({ id: stored.id, name: 'P&L Statement 2025.pdf', parent: { id: folderId } })]);
    expect(res.json().notFound).toHaveLength(1);
    expect((await liveIn(folderId)).some((d) => d.id === stored.id)).toBe(true);
  });

  it('does not list or restore a document deleted before the retention period', async () => {
    const stored = (await upload('old.pdf', demoPdf('old'))).json().success[0];
    const longAgo = new Date(Date.now() - (TRASH_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    await documentsDb(server.ctx.db).updateTable('documents').set({ deletedAt: longAgo }).where('id', '=', stored.id).execute();
    const trash = (await inject('GET', apiPath('trash', { clientId }))).json();
    expect(trash.documents.some((e: { document: { id: string } }) => e.document.id === stored.id)).toBe(false);
    const res = await inject('POST', apiPath('trashRestore', { clientId }), { documentIds: [stored.id] });
    expect(res.json()).toEqual({ restored: [], notFound: [stored.id] });
  });

  it('restores beside a document that took the name meanwhile as "Name (2)"', async () => {
    const first = (await upload('Receipt.pdf', demoPdf('r1'))).json().success[0];
    await inject('POST', apiPath('trash', { clientId }), { documentIds: [first.id] });
    await upload('Receipt.pdf', demoPdf('r2'));
    const res = await inject('POST', apiPath('trashRestore', { clientId }), { documentIds: [first.id] });
    expect(res.json().restored[0].name).toBe('Receipt (2).pdf');
  });

  it("does not list another client's trash", async () => {
    const carlos = await server.headersFor('carlos@multi.example');
    const res = await server.app.inject({ method: 'GET', url: apiPath('trash', { clientId }), headers: carlos });
    expect(res.statusCode).toBe(404);
  });
});

describe('folders', () => {
  it('refuses a folder name the file-name rule refuses (400 FOLDER_NAME_INVALID, naming the character)', async () => {
    const res = await inject('POST', apiPath('folders', { clientId }), { containerId: folderId, name: 'Q1: taxes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FOLDER_NAME_INVALID', errors: [{ reason: 'INVALID_CHARACTER U+003A' }] });
    const trailing = await inject('POST', apiPath('folders', { clientId }), { containerId: folderId, name: 'Taxes.' });
    expect(trailing.json().code).toBe('FOLDER_NAME_INVALID');
  });

  it('renames a folder; a taken name (any case) is 409 FOLDER_NAME_TAKEN', async () => {
    const a = await newFolder('Receipts 2024');
    await newFolder('Receipts 2025');
    const res = await inject('PATCH', apiPath('folder', { clientId, containerId: a }), { name: 'P&L 2024' });
    expect([res.statusCode, res.json().name]).toEqual([200, 'P&L 2024']);
    const clash = await inject('PATCH', apiPath('folder', { clientId, containerId: a }), { name: 'receipts 2025' });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'FOLDER_NAME_TAKEN']);
  });

  it('refuses to rename or delete a container that does not allow it (403 FOLDER_CHANGE_FORBIDDEN)', async () => {
    const contact = (await inject('GET', apiPath('clientContactFolder', { clientId }))).json();
    const rename = await inject('PATCH', apiPath('folder', { clientId, containerId: contact.id }), { name: 'Mine' });
    const remove = await inject('DELETE', apiPath('folder', { clientId, containerId: contact.id }));
    expect([rename.statusCode, rename.json().code, remove.statusCode, remove.json().code]).toEqual([403, 'FOLDER_CHANGE_FORBIDDEN', 403, 'FOLDER_CHANGE_FORBIDDEN']);
  });

  it('deletes an empty folder; one with documents only with documents=trash, and they restore into its root', async () => {
    const empty = await newFolder('Empty');
    const gone = await inject('DELETE', apiPath('folder', { clientId, containerId: empty }));
    expect([gone.statusCode, gone.json()]).toEqual([200, { trashed: [] }]);

    const full = await newFolder('Full');
    const doc = (await upload('Statement.pdf', demoPdf('st'), {}, full)).json().success[0];
    const refused = await inject('DELETE', apiPath('folder', { clientId, containerId: full }));
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'FOLDER_NOT_EMPTY']);
    const trashed = await inject('DELETE', `${apiPath('folder', { clientId, containerId: full })}?documents=trash`);
    expect(trashed.json()).toEqual({ trashed: [doc.id] });
    const containers = (await inject('GET', apiPath('containers', { clientId }))).json().containers as Array<{ id: string; parent: { id: string } | null }>;
    expect(containers.some((c) => c.id === full)).toBe(false);

    const restored = (await inject('POST', apiPath('trashRestore', { clientId }), { documentIds: [doc.id] })).json().restored[0];
    const root = containers.find((c) => c.parent === null)!;
    expect(restored.parent.id).toBe(root.id);
  });

  it('refuses to delete a folder with folders in it (409 FOLDER_NOT_EMPTY)', async () => {
    const parent = await newFolder('Parent');
    await newFolder('Child', parent);
    const res = await inject('DELETE', `${apiPath('folder', { clientId, containerId: parent })}?documents=trash`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'FOLDER_NOT_EMPTY']);
  });
});
