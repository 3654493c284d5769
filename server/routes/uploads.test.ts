import { createHash } from 'node:crypto';
import { apiPath } from '../../core/contract/api-paths';
import { startTestServer, multipartBody, type TestServer } from '../testing/test-server';
import { demoPdf } from '../seed/seed-context';

const LIMIT = 4096;
let server: TestServer;
let clientId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ config: { maxUploadBytes: LIMIT } });
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  headers = await server.headersFor('maria@acme.example');
});
afterAll(async () => { await server.stop(); });

const upload = (files: Array<{ name: string; content: Buffer }>, as = headers, query = '') => {
  const body = multipartBody(files);
  return server.app.inject({ method: 'POST', url: apiPath('uploads', { clientId }) + query, headers: { ...as, ...body.headers }, payload: body.payload });
};
const documentRows = () => server.ctx.db.selectFrom('documents').select(['id', 'name', 'sha256', 'blobId']).execute();

/** A PDF of exactly n bytes. */
const pdfOfSize = (n: number) => {
  const head = demoPdf('size');
  return Buffer.concat([head, Buffer.alloc(n - head.length, 0x20)]);
};

describe('uploads', () => {
  it('stores a PDF under a generated id with its SHA-256, into the contact folder by default', async () => {
    const content = pdfOfSize(LIMIT);
    const res = await upload([{ name: 'Invoice März.pdf', content }]);
    expect(res.statusCode).toBe(200);
    const [doc] = res.json().success;
    expect(doc).toMatchObject({ name: 'Invoice März.pdf', size: LIMIT, mimeType: 'application/pdf', permissions: { canDelete: true } });
    const row = (await documentRows()).find((r) => r.id === doc.id)!;
    expect(row.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(server.storedFiles().blobs.some((f) => f.endsWith(row.blobId))).toBe(true);
    expect(server.storedFiles().blobs.some((f) => f.includes('Invoice'))).toBe(false);
    const folder = (await server.app.inject({ method: 'GET', url: apiPath('clientContactFolder', { clientId }), headers })).json();
    expect(doc.parent.id).toBe(folder.id);
  });

  it('answers 413 for one byte over the limit and leaves no file and no row', async () => {
    const rowsBefore = (await documentRows()).length;
    const filesBefore = server.storedFiles();
    const res = await upload([{ name: 'too-big.pdf', content: pdfOfSize(LIMIT + 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    expect((await documentRows()).length).toBe(rowsBefore);
    expect(server.storedFiles().blobs).toEqual(filesBefore.blobs);
    expect(server.storedFiles().staging).toEqual([]);
  });

  it('refuses HTML renamed .pdf, storing nothing', async () => {
    const rowsBefore = (await documentRows()).length;
    const blobsBefore = server.storedFiles().blobs.length;
    const res = await upload([{ name: 'statement.pdf', content: Buffer.from('<!doctype html><html><script>alert(1)</script></html>') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'FILE_CONTENT_MISMATCH', errors: [{ reason: 'statement.pdf: FILE_CONTENT_MISMATCH' }] });
    expect((await documentRows()).length).toBe(rowsBefore);
    expect(server.storedFiles().blobs.length).toBe(blobsBefore);
    expect(server.storedFiles().staging).toEqual([]);
  });

  it('reports bad names and types per file while storing the good ones', async () => {
    const res = await upload([
      { name: 'notes.txt', content: Buffer.from('plain notes') },
      { name: 'run.exe', content: Buffer.from('MZ....') },
      { name: 'a:b.pdf', content: demoPdf('x') },
      { name: 'page.txt', content: Buffer.from('<html><body>hi</body></html>') },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().success.map((d: { name: string }) => d.name)).toEqual(['notes.txt']);
    expect(res.json().failed).toEqual([
      { name: 'run.exe', code: 'FILE_TYPE_NOT_ALLOWED' },
      { name: 'a:b.pdf', code: 'FILE_NAME_INVALID' },
      { name: 'page.txt', code: 'FILE_CONTENT_MISMATCH' },
    ]);
  });

  it('refuses a JSON body on the upload route and a multipart body on a JSON route (415)', async () => {
    const json = await server.app.inject({ method: 'POST', url: apiPath('uploads', { clientId }), headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const body = multipartBody([{ name: 'x.txt', content: Buffer.from('x') }]);
    const multi = await server.app.inject({ method: 'POST', url: apiPath('trash', { clientId }), headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(multi.statusCode).toBe(415);
    expect(multi.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses every write of a preview session with 403 and audits the attempt', async () => {
    const staff = await server.userId('staff@firm.example');
    const maria = await server.userId('maria@acme.example');
    const preview = await server.headersFor('staff@firm.example', { emulateeUserId: maria });
    const rowsBefore = (await documentRows()).length;

    // Reads work and show maria's data.
    expect((await server.app.inject({ method: 'GET', url: apiPath('documents', { clientId }), headers: preview })).statusCode).toBe(200);

    const res = await upload([{ name: 'sneaky.txt', content: Buffer.from('x') }], preview);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PREVIEW_READ_ONLY');
    const trash = await server.app.inject({ method: 'POST', url: apiPath('trash', { clientId }), headers: preview, payload: { documentIds: ['x'] } });
    expect(trash.statusCode).toBe(403);
    expect((await documentRows()).length).toBe(rowsBefore);

    const audit = await server.ctx.db.selectFrom('auditLog').selectAll().where('actorUserId', '=', staff).orderBy('at').execute();
    expect(audit.map((a) => [a.action, a.outcome, a.statusCode, a.subjectUserId, a.clientId])).toEqual([
      ['POST /api/documents/v1/clients/:clientId/uploads', 'refused', 403, maria, clientId],
      ['POST /api/documents/v1/clients/:clientId/trash', 'refused', 403, maria, clientId],
    ]);
  });

  it('audits successful writes too', async () => {
    const maria = await server.userId('maria@acme.example');
    const rows = await server.ctx.db.selectFrom('auditLog').selectAll()
      .where('actorUserId', '=', maria).where('outcome', '=', 'success').execute();
    expect(rows.some((r) => r.action === 'POST /api/documents/v1/clients/:clientId/uploads' && r.clientId === clientId)).toBe(true);
  });
});
