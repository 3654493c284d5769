import { fillPath } from '@portico/contract/api-paths';
import { REPORTS_API } from '../contract';
import { runSeeds } from '@portico/server/seed/index';
import { JOAO, MARIA, startDemoTestServer, type DemoTestServer } from '@portico/server/kit/test-support';
import { reportsDb } from './tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br'); });
afterAll(async () => { await t.server.stop(); });

const get = (name: keyof typeof REPORTS_API, params: Record<string, string>, query: Record<string, string> = {}, email = JOAO) =>
  t.call(email, { method: 'GET', url: fillPath(REPORTS_API[name], params), query });

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
});

describe('reports seed', () => {
  it('seeds once: a second run adds nothing', async () => {
    const count = async () => Number((await reportsDb(t.server.ctx.db).selectFrom('brStoredDocuments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await runSeeds(t.server.ctx.db, t.server.ctx.blobs, t.server.features.seedSteps)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
