import { API, fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { PROTOCOLS_API } from '../contract';
import { protocolsDb } from './tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.protocols'] }); });
afterAll(async () => { await t.server.stop(); });

const RECEIPT = { obligation: 'DCTFWeb', competence: '2026-10', number: '2026.1110.0000.4242', deliveredAt: '2026-11-20T14:00:00.000Z' };
const publish = (email: string, query: Record<string, string> = RECEIPT, files = [{ name: 'Recibo DCTFWeb 10-2026.pdf', content: demoPdf('Recibo') }], clientId = t.joaoClients[0]!) => {
  const body = multipartBody(files);
  return t.call(email, { method: 'POST', url: fillPath(PROTOCOLS_API.staffProtocols, { clientId }), query, headers: body.headers, payload: body.payload });
};
const counts = async () => {
  const db = protocolsDb(t.server.ctx.db);
  const n = async (table: 'brProtocols' | 'brFiles') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { protocols: await n('brProtocols'), files: await n('brFiles') };
};

describe("the firm's filing receipts", () => {
  it('publishes a receipt with its PDF, audited; the client lists and downloads it; the staff withdraws it', async () => {
    const clientId = t.joaoClients[0]!;
    const answer = await publish(EQUIPE);
    expect(answer.statusCode).toBe(201);
    const protocol = answer.json();
    expect(protocol).toMatchObject({ ...RECEIPT, fileName: 'Recibo DCTFWeb 10-2026.pdf' });
    const [audit] = (await auditRows(t.server, `POST ${PROTOCOLS_API.staffProtocols}`)).filter((r) => r.statusCode === 201);
    expect(audit).toMatchObject({ clientId, actorUserId: await t.server.userId(EQUIPE), outcome: 'success' });

    const listed = (await t.call(JOAO, { method: 'GET', url: fillPath(PROTOCOLS_API.protocols, { clientId }), query: { obligation: 'DCTFWeb' } })).json();
    expect(listed.items).toEqual(expect.arrayContaining([protocol]));
    const pdf = await t.call(JOAO, { method: 'GET', url: fillPath(PROTOCOLS_API.protocolDocument, { clientId, protocolId: protocol.id }) });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    const staffList = (await t.call(EQUIPE, { method: 'GET', url: fillPath(PROTOCOLS_API.staffProtocols, { clientId }), query: { obligation: 'DCTFWeb' } })).json();
    expect(staffList.items).toEqual(expect.arrayContaining([protocol]));
    // Staff download it from their list; not under another client of the firm, not to another firm, not to the client.
    const staffPdf = (email: string, client = clientId) => t.call(email, { method: 'GET', url: fillPath(PROTOCOLS_API.staffProtocolDocument, { clientId: client, protocolId: protocol.id }) });
    const firmPdf = await staffPdf(EQUIPE);
    expect([firmPdf.statusCode, firmPdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    const other = (await t.server.ctx.db.selectFrom('clients').select('id').where('firmId', '=', 2001).where('id', '!=', clientId).executeTakeFirstOrThrow()).id;
    expect([(await staffPdf(EQUIPE, other)).json().code, (await staffPdf(STAFF)).json().code, (await staffPdf(JOAO)).json().code])
      .toEqual(['PROTOCOL_NOT_FOUND', 'CLIENT_NOT_FOUND', 'STAFF_ONLY']);

    const before = await counts();
    const removed = await t.call(EQUIPE, { method: 'DELETE', url: fillPath(PROTOCOLS_API.staffProtocol, { clientId, protocolId: protocol.id }) });
    expect(removed.statusCode).toBe(204);
    expect(await counts()).toEqual({ protocols: before.protocols - 1, files: before.files - 1 });
    const again = await t.call(EQUIPE, { method: 'DELETE', url: fillPath(PROTOCOLS_API.staffProtocol, { clientId, protocolId: protocol.id }) });
    expect([again.statusCode, again.json().code]).toEqual([404, 'PROTOCOL_NOT_FOUND']);
    expect((await t.call(JOAO, { method: 'GET', url: fillPath(PROTOCOLS_API.protocolDocument, { clientId, protocolId: protocol.id }) })).statusCode).toBe(404);
  });

  it('refuses what is not a PDF, too large, or out of shape, and keeps neither row nor file', async () => {
    const before = await counts();
    const cases: Array<[Parameters<typeof publish>, number, string]> = [
      [[EQUIPE, RECEIPT, [{ name: 'recibo.pdf', content: Buffer.from('<html>not a pdf</html>') }]], 415, 'FILE_CONTENT_MISMATCH'],
      [[EQUIPE, RECEIPT, [{ name: 'recibo.docx', content: demoPdf('x') }]], 415, 'FILE_TYPE_NOT_ALLOWED'],
      [[EQUIPE, RECEIPT, [{ name: 'recibo.pdf', content: Buffer.concat([demoPdf('big'), Buffer.alloc(2 * 1024 * 1024)]) }]], 413, 'FILE_TOO_LARGE'],
      [[EQUIPE, RECEIPT, [{ name: 'a.pdf', content: demoPdf('a') }, { name: 'b.pdf', content: demoPdf('b') }]], 413, 'TOO_MANY_FILES'],
      [[EQUIPE, RECEIPT, []], 400, 'NO_FILES'],
      [[EQUIPE, { ...RECEIPT, obligation: 'ECD' }], 400, 'COMPETENCE_INVALID'],
      [[EQUIPE, { ...RECEIPT, deliveredAt: '2999-01-01T00:00:00.000Z' }], 400, 'DELIVERED_AT_INVALID'],
      [[EQUIPE, { ...RECEIPT, number: 'x'.repeat(81) }], 400, 'VALIDATION_FAILED'],
    ];
    for (const [args, status, code] of cases) {
      const answer = await publish(...args);
      expect([answer.statusCode, answer.json().code], code).toEqual([status, code]);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a receipt number published already for the obligation', async () => {
    const first = await publish(EQUIPE, { ...RECEIPT, number: 'DUP-1' });
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const second = await publish(EQUIPE, { ...RECEIPT, number: 'DUP-1' });
    expect([second.statusCode, second.json().code]).toEqual([409, 'PROTOCOL_DUPLICATE']);
    expect(await counts()).toEqual(before);
  });

  it("is 404 to another firm's staff and 403 to a client, and changes nothing", async () => {
    const clientId = t.joaoClients[0]!;
    const [existing] = (await t.call(JOAO, { method: 'GET', url: fillPath(PROTOCOLS_API.protocols, { clientId }) })).json().items;
    const before = await counts();
    const foreign = await publish(STAFF);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const foreignDelete = await t.call(STAFF, { method: 'DELETE', url: fillPath(PROTOCOLS_API.staffProtocol, { clientId, protocolId: existing.id }) });
    expect(foreignDelete.statusCode).toBe(404);
    const client = await publish(JOAO);
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    const clientDelete = await t.call(JOAO, { method: 'DELETE', url: fillPath(PROTOCOLS_API.staffProtocol, { clientId, protocolId: existing.id }) });
    expect([clientDelete.statusCode, clientDelete.json().code]).toEqual([403, 'STAFF_ONLY']);
    expect(await counts()).toEqual(before);
    const refused = await auditRows(t.server, `DELETE ${PROTOCOLS_API.staffProtocol}`);
    expect(refused.filter((r) => r.outcome === 'refused').map((r) => r.statusCode)).toEqual(expect.arrayContaining([403, 404]));
  });

  it("a firm's own system publishes one with a 'protocols' API key, for the firm's clients only", async () => {
    const key = await t.call(EQUIPE, { method: 'POST', url: API.apiKeys, payload: { name: 'Sistema contábil', scopes: ['protocols'] } });
    expect(key.statusCode).toBe(201);
    const withKey = (clientId: string, number: string) => {
      const body = multipartBody([{ name: 'Recibo.pdf', content: demoPdf('Recibo') }]);
      return t.server.app.inject({
        method: 'POST', url: fillPath(PROTOCOLS_API.staffProtocols, { clientId }), query: { ...RECEIPT, number },
        headers: { ...body.headers, 'x-api-key': key.json().secret }, payload: body.payload,
      });
    };
    const published = await withKey(t.joaoClients[1]!, '2026.1110.0000.7777');
    expect(published.statusCode).toBe(201);
    const [audit] = (await auditRows(t.server, `POST ${PROTOCOLS_API.staffProtocols}`)).filter((r) => r.apiKeyId === key.json().key.id);
    expect(audit).toMatchObject({ clientId: t.joaoClients[1], actorUserId: await t.server.userId(EQUIPE), outcome: 'success' });
    expect((await withKey(t.mariaClients[0]!, '2026.1110.0000.7778')).json().code).toBe('CLIENT_NOT_FOUND');
  });
});
