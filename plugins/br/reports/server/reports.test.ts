import { fillPath } from '@portico/contract/api-paths';
import { REPORTS_API, REPORTS_PERMISSION } from '../contract';
import { type DemoTestServer, JOAO, MARIA, runSeeds, startDemoTestServer } from '@portico/plugin-server/testing';
import { reportsDb } from './tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.reports'] }); });
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

describe('reports: summary, period and access', () => {
  it('sums stored documents per competence and category exactly as the list holds them', async () => {
    const clientId = t.joaoClients[2]!;
    const list = (await get('reportStoredDocuments', { clientId }, { itemsPerPage: '500' })).json();
    const summary = (await get('reportStoredDocumentsSummary', { clientId })).json();
    expect(list.totalItems).toBe(12);
    const expected = new Map<string, { documents: number; totalBytes: number }>();
    for (const d of list.items as Array<{ competence: string; category: string; size: number }>) {
      const key = `${d.competence}|${d.category}`;
      const sum = expected.get(key) ?? { documents: 0, totalBytes: 0 };
      expected.set(key, { documents: sum.documents + 1, totalBytes: sum.totalBytes + d.size });
    }
    expect(new Map(summary.items.map((r: { competence: string; category: string; documents: number; totalBytes: number }) =>
      [`${r.competence}|${r.category}`, { documents: r.documents, totalBytes: r.totalBytes }]))).toEqual(expected);
    const day = list.items[0].storedAt.slice(0, 10);
    const oneDay = (await get('reportStoredDocumentsSummary', { clientId }, { from: day, to: day })).json();
    expect(oneDay.items.reduce((n: number, r: { documents: number }) => n + r.documents, 0))
      .toBe(list.items.filter((d: { storedAt: string }) => d.storedAt.startsWith(day)).length);
  });

  it('narrows payroll entries to the competences of the period', async () => {
    const clientId = t.joaoClients[0]!;
    const all = (await get('reportPayrollEntries', { clientId })).json();
    const latest = all.items[0].competence as string;
    const month = (await get('reportPayrollEntries', { clientId }, { from: `${latest}-01`, to: `${latest}-28` })).json();
    expect(month.totalItems).toBe(6 * 3);
    expect(month.items.every((e: { competence: string }) => e.competence === latest)).toBe(true);
  });

  it("answers 401 without a session and 404 for another user's client", async () => {
    const clientId = t.joaoClients[0]!;
    for (const name of ['reportStoredDocuments', 'reportPayrollEntries', 'reportPayrollRegistrations', 'reportStoredDocumentsSummary'] as const) {
      const anonymous = await t.server.app.inject({ method: 'GET', url: fillPath(REPORTS_API[name], { clientId }) });
      const foreign = await get(name, { clientId }, {}, MARIA);
      expect([name, anonymous.statusCode, foreign.statusCode]).toEqual([name, 401, 404]);
    }
  });

  it('refuses every report with 403 REPORTS_PERMISSION_REQUIRED once the Reports grant is gone', async () => {
    const clientId = t.joaoClients[0]!;
    const db = t.server.ctx.db;
    const joao = await db.selectFrom('users').select('id').where('email', '=', JOAO).executeTakeFirstOrThrow();
    const grant = db.deleteFrom('userPermissions').where('userId', '=', joao.id)
      .where('feature', '=', REPORTS_PERMISSION.feature).where('resource', '=', REPORTS_PERMISSION.resource);
    expect(Number((await grant.executeTakeFirst()).numDeletedRows)).toBe(1);
    try {
      for (const name of ['reportStoredDocuments', 'reportPayrollEntries', 'reportPayrollRegistrations', 'reportStoredDocumentsSummary'] as const) {
        const refused = await get(name, { clientId });
        expect([name, refused.statusCode, refused.json().code]).toEqual([name, 403, 'REPORTS_PERMISSION_REQUIRED']);
      }
      const content = await get('reportStoredDocumentContent', { clientId, documentId: 'any-id' });
      expect([content.statusCode, content.json().code]).toEqual([403, 'REPORTS_PERMISSION_REQUIRED']);
    } finally {
      await db.insertInto('userPermissions').values({ userId: joao.id, feature: REPORTS_PERMISSION.feature, resource: REPORTS_PERMISSION.resource, grant: 'Granted' }).execute();
    }
    expect((await get('reportStoredDocuments', { clientId })).statusCode).toBe(200);
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
