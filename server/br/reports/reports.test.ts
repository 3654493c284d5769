import { API } from '../../../core/contract/api-paths';
import { BR_API, brApiPath } from '../../../core/contract/br/br-api-paths';
import { runSeeds } from '../../seed/index';
import { JOAO, MARIA, startBrTestServer, type BrTestServer } from '../test-support';

let t: BrTestServer;
beforeAll(async () => { t = await startBrTestServer(); });
afterAll(async () => { await t.server.stop(); });

const get = (name: Parameters<typeof brApiPath>[0], params: Record<string, string>, query: Record<string, string> = {}, email = JOAO) =>
  t.call(email, { method: 'GET', url: brApiPath(name, params), query });

describe('reports', () => {
  it('pages stored documents newest first, filters them and downloads one', async () => {
    const clientId = t.joaoClients[0]!;
    const all = (await get('reportStoredDocuments', { clientId })).json();
    expect(all.totalItems).toBe(12);
    expect(all.items.map((d: { storedAt: string }) => d.storedAt)).toEqual(all.items.map((d: { storedAt: string }) => d.storedAt).sort().reverse());
    const tax = (await get('reportStoredDocuments', { clientId }, { category: 'Tax', search: 'darf' })).json();
    expect([tax.totalItems, tax.items.every((d: { name: string }) => d.name.startsWith('Guia DARF'))]).toEqual([6, true]);
    const day = all.items[0].storedAt.slice(0, 10);
    const oneDay = (await get('reportStoredDocuments', { clientId }, { from: day, to: day })).json();
    expect(oneDay.items.map((d: { id: string }) => d.id)).toContain(all.items[0].id);
    const reversed = await get('reportStoredDocuments', { clientId }, { from: '2030-01-02', to: '2030-01-01' });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'DATE_RANGE_INVALID']);
    const pdf = await get('reportStoredDocumentContent', { clientId, documentId: all.items[0].id });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const foreign = await get('reportStoredDocumentContent', { clientId, documentId: all.items[0].id }, {}, MARIA);
    expect([foreign.statusCode, foreign.body.includes('%PDF')]).toEqual([404, false]);
  });

  it('lists payroll entries in integer cents by competence and CPF, and registrations by event', async () => {
    const clientId = t.joaoClients[0]!;
    const entries = (await get('reportPayrollEntries', { clientId })).json();
    expect(entries.totalItems).toBe(2 * 6 * 3);
    const { competence, cpf } = entries.items[0];
    const narrowed = (await get('reportPayrollEntries', { clientId }, { competence, cpf })).json();
    expect(narrowed.items.map((e: { rubricCode: string }) => e.rubricCode)).toEqual(['001', '150', '901']);
    expect(narrowed.items.every((e: { amountCents: number }) => Number.isInteger(e.amountCents))).toBe(true);
    const terminations = (await get('reportPayrollRegistrations', { clientId }, { event: 'Termination' })).json();
    expect(terminations.items.map((r: { event: string; esocialReceipt: string | null }) => [r.event, r.esocialReceipt])).toEqual([['Termination', null]]);
  });

  it('lists delivery protocols with read status and downloads the receipt', async () => {
    const clientId = t.joaoClients[1]!;
    const all = (await get('protocols', { clientId })).json();
    expect(all.totalItems).toBe(5);
    const unread = (await get('protocols', { clientId }, { status: 'Sent' })).json();
    expect(unread.items.every((p: { readAt: string | null }) => p.readAt === null)).toBe(true);
    expect(unread.totalItems).toBe(2);
    const bySearch = (await get('protocols', { clientId }, { search: 'fgts' })).json();
    expect(bySearch.items.map((p: { documentName: string }) => p.documentName)).toEqual(['Guia FGTS Digital']);
    const pdf = await get('protocolDocument', { clientId, protocolId: all.items[0].id });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, 'application/pdf', '%PDF-']);
    const wrongClient = await get('protocolDocument', { clientId: t.joaoClients[0]!, protocolId: all.items[0].id });
    expect([wrongClient.statusCode, wrongClient.json().code]).toEqual([404, 'PROTOCOL_NOT_FOUND']);
  });
});

describe('Brazilian API plumbing', () => {
  it('describes every Brazilian path in the OpenAPI document', async () => {
    const doc = (await t.server.app.inject({ method: 'GET', url: API.openApi })).json();
    const documented = Object.keys(doc.paths);
    const toOpenApi = (p: string) => p.replace(/:([A-Za-z]+)/g, '{$1}');
    expect(Object.values(BR_API).map(toOpenApi).filter((p) => !documented.includes(p))).toEqual([]);
    expect(doc.paths[toOpenApi(BR_API.manifestEvents)].post.requestBody).toBeDefined();
  });

  it('seeds once: a second run adds nothing', async () => {
    const count = async () => Number((await t.server.ctx.db.selectFrom('brFiscalDocuments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await runSeeds(t.server.ctx.db, t.server.ctx.blobs)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
