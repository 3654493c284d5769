import { fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { CND_API } from '../contract';
import { cndDb } from './tables';

let t: DemoTestServer;
let agencyId: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.cnd'] });
  agencyId = (await t.call(EQUIPE, { method: 'GET', url: CND_API.staffAgencies })).json().agencies[0].id;
});
afterAll(async () => { await t.server.stop(); });

const later = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
const fields = () => ({ agencyId, status: 'Negativa', certificateNumber: 'CND.2026.424242', issuedAt: '2026-01-10', expiresAt: later });
const record = (email: string, query: Record<string, string> = fields(), files = [{ name: 'CND.pdf', content: demoPdf('CND') }], clientId = t.joaoClients[0]!) => {
  const body = multipartBody(files);
  return t.call(email, { method: 'POST', url: fillPath(CND_API.staffCertificates, { clientId }), query, headers: body.headers, payload: body.payload });
};
const counts = async () => {
  const db = cndDb(t.server.ctx.db);
  const n = async (table: 'brCndHistory' | 'brFiles') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { history: await n('brCndHistory'), files: await n('brFiles') };
};

describe("the firm's certificates", () => {
  it('records a certificate with its PDF, audited; the client sees it as the latest of its agency; staff remove it', async () => {
    const clientId = t.joaoClients[0]!;
    const answer = await record(EQUIPE);
    expect(answer.statusCode).toBe(201);
    const certificate = answer.json();
    expect(certificate).toMatchObject({ agency: { id: agencyId }, certificateNumber: 'CND.2026.424242', expiresAt: later, fileName: 'CND.pdf' });
    const [audit] = (await auditRows(t.server, `POST ${CND_API.staffCertificates}`)).filter((r) => r.statusCode === 201);
    expect(audit).toMatchObject({ clientId, actorUserId: await t.server.userId(EQUIPE), outcome: 'success' });

    const seen = (await t.call(JOAO, { method: 'GET', url: fillPath(CND_API.cndClientCertificates, { clientId }) })).json();
    expect(seen.items.find((i: { agency: { id: string } }) => i.agency.id === agencyId).latest).toMatchObject({ id: certificate.id, certificateNumber: 'CND.2026.424242' });
    const link = (await t.call(JOAO, { method: 'GET', url: fillPath(CND_API.cndHistoryDocument, { id: certificate.id }) })).json();
    const pdf = await t.server.app.inject({ method: 'GET', url: link.downloadUrl });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    expect((await t.call(EQUIPE, { method: 'GET', url: fillPath(CND_API.staffCertificates, { clientId }) })).json().items[0]).toEqual(certificate);

    const before = await counts();
    expect((await t.call(EQUIPE, { method: 'DELETE', url: fillPath(CND_API.staffCertificate, { clientId, certificateId: certificate.id }) })).statusCode).toBe(204);
    expect(await counts()).toEqual({ history: before.history - 1, files: before.files - 1 });
    const again = await t.call(EQUIPE, { method: 'DELETE', url: fillPath(CND_API.staffCertificate, { clientId, certificateId: certificate.id }) });
    expect([again.statusCode, again.json().code]).toEqual([404, 'CND_HISTORY_NOT_FOUND']);
  });

  it('refuses a bad PDF, bad dates or an unknown agency, and keeps neither row nor file', async () => {
    const before = await counts();
    const cases: Array<[Parameters<typeof record>, number, string]> = [
      [[EQUIPE, fields(), [{ name: 'cnd.pdf', content: Buffer.from('GIF89a not a pdf') }]], 415, 'FILE_CONTENT_MISMATCH'],
      [[EQUIPE, fields(), [{ name: 'cnd.pdf', content: Buffer.concat([demoPdf('big'), Buffer.alloc(2 * 1024 * 1024)]) }]], 413, 'FILE_TOO_LARGE'],
      [[EQUIPE, fields(), []], 400, 'NO_FILES'],
      [[EQUIPE, { ...fields(), expiresAt: '2026-01-01' }], 400, 'CND_DATES_INVALID'],
      [[EQUIPE, { ...fields(), issuedAt: '2999-01-01', expiresAt: '2999-06-01' }], 400, 'CND_DATES_INVALID'],
      [[EQUIPE, { ...fields(), agencyId: 'nope' }], 404, 'CND_AGENCY_NOT_FOUND'],
      [[EQUIPE, { ...fields(), status: 'Duvidosa' }], 400, 'VALIDATION_FAILED'],
    ];
    for (const [args, status, code] of cases) {
      const answer = await record(...args);
      expect([answer.statusCode, answer.json().code], code).toEqual([status, code]);
    }
    expect(await counts()).toEqual(before);
  });

  it("is 404 to another firm's staff and 403 to a client, and changes nothing", async () => {
    const before = await counts();
    const foreign = await record(STAFF);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const client = await record(JOAO);
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    const clientAgencies = await t.call(JOAO, { method: 'GET', url: CND_API.staffAgencies });
    expect([clientAgencies.statusCode, clientAgencies.json().code]).toEqual([403, 'STAFF_ONLY']);
    expect(await counts()).toEqual(before);
  });

  it("gives staff the PDF of their firm's client's certificate; another firm's staff, another client's path and a client get nothing", async () => {
    const clientId = t.joaoClients[0]!;
    const certificate = (await record(EQUIPE)).json();
    const url = (client: string, certificateId = certificate.id) => fillPath(CND_API.staffCertificateDocument, { clientId: client, certificateId });
    const link = await t.call(EQUIPE, { method: 'GET', url: url(clientId) });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ fileName: 'CND.pdf' });
    const pdf = await t.server.app.inject({ method: 'GET', url: link.json().downloadUrl });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);

    const foreign = await t.call(STAFF, { method: 'GET', url: url(clientId) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const client = await t.call(JOAO, { method: 'GET', url: url(clientId) });
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    // The certificate under another client of the same firm is not found there.
    const other = (await t.server.ctx.db.selectFrom('clients').select('id').where('firmId', '=', 2001).where('id', '!=', clientId).executeTakeFirstOrThrow()).id;
    const elsewhere = await t.call(EQUIPE, { method: 'GET', url: url(other) });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'CND_HISTORY_NOT_FOUND']);
  });
});
