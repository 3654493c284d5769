import { apiPath } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { CONTROL_NAMES } from '../permissions';
import { withFolded } from './name-folded';
import { bumpListVersions } from './page-cache';
import { documentsDb } from './tables';

let server: TestServer;
let maria: Record<string, string>;
let carlos: Record<string, string>;
let mariaClient: string;

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  maria = await server.headersFor('maria@acme.example');
  carlos = await server.headersFor('carlos@multi.example');
  [mariaClient] = await server.clientIdsOf('maria@acme.example') as [string];
});
afterAll(async () => { await server.stop(); });

const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) => server.app.inject({ method: 'PUT', url, headers, payload });
const db = () => documentsDb(server.ctx.db);
const folderNamed = async (clientId: string, name: string) =>
  (await db().selectFrom('containers').select('id').where('clientId', '=', clientId).where('name', '=', name).executeTakeFirstOrThrow()).id;

let added = 0;
/** A document row of its own (the listing and search read rows; the bytes are not needed). */
async function addDocument(clientId: string, containerId: string, name: string): Promise<string> {
  added += 1;
  const id = `00000000-0000-4000-8000-${String(added).padStart(12, '0')}`;
  const at = '2025-03-01T10:00:00.000Z';
  await db().insertInto('documents').values(withFolded({
    id, clientId, containerId, name, size: 10, mimeType: 'application/pdf', sha256: 'x'.repeat(64), blobId: `test-blob-${id}`,
    uploadedBy: null, uploadedByStaff: 0, createdAt: at, modifiedAt: at, deletedAt: null,
  })).execute();
  await bumpListVersions(db(), [containerId]);
  return id;
}

describe('whole-client search', () => {
  it('finds documents in every folder of the client, accents and case ignored, each with its folder path', async () => {
    const payroll = await folderNamed(mariaClient, 'Payroll');
    const id = await addDocument(mariaClient, payroll, 'Relatório de Férias.pdf');
    const res = await get(`${apiPath('documentSearch', { clientId: mariaClient })}?q=RELATORIO%20de%20ferias`, maria);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.hits.map((h: { document: { id: string } }) => h.document.id)).toEqual([id]);
    expect(page.hits[0].path.map((p: { name: string }) => p.name)).toEqual(['Documents', 'Payroll']);
    expect(page).toMatchObject({ total: 1, offset: 0, nextOffset: null });

    // A seeded document in another folder than the upload folder is found as well.
    const seeded = (await get(`${apiPath('documentSearch', { clientId: mariaClient })}?q=reconciliation`, maria)).json();
    expect(seeded.hits).toHaveLength(1);
    expect(seeded.hits[0].path.map((p: { name: string }) => p.name)).toEqual(['Documents', 'Bookkeeping']);
  });

  it('pages in name order and leaves out deleted documents', async () => {
    const uploads = await folderNamed(mariaClient, 'Client Uploads');
    await addDocument(mariaClient, uploads, 'Statement 10.pdf');
    await addDocument(mariaClient, uploads, 'statement 9.pdf');
    const gone = await addDocument(mariaClient, uploads, 'Statement 1.pdf');
    await db().updateTable('documents').set({ deletedAt: '2025-03-02T00:00:00.000Z' }).where('id', '=', gone).execute();
    const first = (await get(`${apiPath('documentSearch', { clientId: mariaClient })}?q=statement&limit=1&locale=en-US`, maria)).json();
    expect(first.hits.map((h: { document: { name: string } }) => h.document.name)).toEqual(['statement 9.pdf']);
    expect(first).toMatchObject({ total: 2, nextOffset: 1 });
    const second = (await get(`${apiPath('documentSearch', { clientId: mariaClient })}?q=statement&limit=1&offset=1&locale=en-US`, maria)).json();
    expect(second.hits.map((h: { document: { name: string } }) => h.document.name)).toEqual(['Statement 10.pdf']);
    expect(second.nextOffset).toBeNull();
  });

  it("refuses another client's search (404) and a blank text (400)", async () => {
    const foreign = await get(`${apiPath('documentSearch', { clientId: mariaClient })}?q=pdf`, carlos);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    expect(foreign.body).not.toContain('Form 1120');
    expect((await get(`${apiPath('documentSearch', { clientId: mariaClient })}?q=`, maria)).statusCode).toBe(400);
  });
});

describe('name order', () => {
  it("pages a folder in the language's order: accents and case secondary, numbers as numbers", async () => {
    const clientId = (await server.clientIdsOf('maria@acme.example'))[1]!;
    const folder = await folderNamed(clientId, 'Payroll');
    for (const name of ['invoice 10.pdf', 'Invoice 9.pdf', 'École.pdf', 'Ecole 2.pdf', 'zebra.pdf']) await addDocument(clientId, folder, name);
    const names = async (locale: string) => (await get(`${apiPath('containerDocuments', { clientId, containerId: folder })}?locale=${locale}`, maria))
      .json().documents.map((d: { name: string }) => d.name);
    const year = new Date().getUTCFullYear() - 1;
    expect(await names('fr-CA')).toEqual(['Ecole 2.pdf', 'École.pdf', 'Invoice 9.pdf', 'invoice 10.pdf', `Q4 ${year} Payroll Summary.pdf`, 'zebra.pdf']);
    // An unknown language tag falls back to the default order rather than failing.
    expect(await names('xx-ZZ')).toHaveLength(6);
  });

  it("lists folders in the language's order, which the folder tree keeps (all, roots and descendants)", async () => {
    const clientId = (await server.clientIdsOf('maria@acme.example'))[1]!;
    // Folders are made where the client may make them: its upload folder.
    const parent = (await get(apiPath('clientContactFolder', { clientId }), maria)).json().id as string;
    for (const name of ['Zeta', 'área fiscal', 'folha 10', 'Folha 9']) {
      const created = await server.app.inject({ method: 'POST', url: apiPath('folders', { clientId }), headers: maria, payload: { containerId: parent, name } });
      expect(created.statusCode).toBe(201);
    }
    const childrenOf = (containers: Array<{ name: string; parent: { id: string } | null }>) =>
      containers.filter((c) => c.parent?.id === parent).map((c) => c.name);
    const expected = ['área fiscal', 'Folha 9', 'folha 10', 'Zeta'];
    const all = await get(`${apiPath('containers', { clientId })}?locale=pt-BR`, maria);
    expect(all.statusCode).toBe(200);
    // A database's own order would put "Folha 9" first and "área fiscal" last.
    expect(childrenOf(all.json().containers)).toEqual(expected);
    const root = (await get(`${apiPath('roots', { clientId })}?locale=pt-BR`, maria)).json().containers[0];
    const below = await get(`${apiPath('descendants', { clientId, containerId: root.id })}?locale=pt-BR`, maria);
    expect(childrenOf(below.json().containers)).toEqual(expected);
    // The tag is checked at the edge like the pages' one.
    const bad = await get(`${apiPath('containers', { clientId })}?locale=${encodeURIComponent('<script>')}`, maria);
    expect(bad.statusCode).toBe(400);
  });
});

describe('read marks (ClientCenter_ShowClientDocsReadToggle)', () => {
  const marks = () => get(apiPath('readMarks', { clientId: mariaClient }), maria);
  const mark = (documentId: string, read: boolean) => put(apiPath('documentReadMark', { clientId: mariaClient, documentId }), maria, { read });

  it('are refused while the firm has not turned them on', async () => {
    const res = await marks();
    expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('are kept per user: marked, listed, unmarked; another client\'s document is not found', async () => {
    const firmId = (await server.ctx.db.selectFrom('users').select('firmId').where('email', '=', 'maria@acme.example').executeTakeFirstOrThrow()).firmId;
    await server.ctx.db.insertInto('infrastructureControls').values({ firmId, name: CONTROL_NAMES.showReadToggle }).execute();
    const docId = await addDocument(mariaClient, await folderNamed(mariaClient, 'Tax Returns'), 'Read me.pdf');
    expect((await marks()).json()).toEqual({ documentIds: [] });

    expect((await mark(docId, true)).json()).toEqual({ documentId: docId, read: true });
    expect((await mark(docId, true)).statusCode).toBe(200);
    expect((await marks()).json()).toEqual({ documentIds: [docId] });
    const rows = await db().selectFrom('documentReadMarks').selectAll().where('documentId', '=', docId).execute();
    expect(rows.map((r) => r.userId)).toEqual([await server.userId('maria@acme.example')]);

    await mark(docId, false);
    expect((await marks()).json()).toEqual({ documentIds: [] });

    const otherClient = (await server.clientIdsOf('maria@acme.example'))[1]!;
    const foreignDoc = await addDocument(otherClient, await folderNamed(otherClient, 'Payroll'), 'Elsewhere.pdf');
    const res = await mark(foreignDoc, true);
    expect([res.statusCode, res.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
  });
});
