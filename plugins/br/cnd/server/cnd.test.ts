import fc from 'fast-check';
import { compileFilter, type Filter, type FilterItem } from '@portico/toolkit/grid';
import { CND_API, CND_VALIDITY_DAYS } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, MARIA, startDemoTestServer } from '@portico/plugin-server/testing';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.cnd'] }); });
afterAll(async () => { await t.server.stop(); });

const eq = (...pairs: Array<[string, string]>) => JSON.stringify([{ useOr: false, items: pairs.map(([by, value]) => ({ by, op: 'EQ', value })) }]);
const DAY = 86_400_000;

describe('CND client agencies', () => {
  it('needs a client id, with the spec message', async () => {
    for (const query of [{}, { filter: eq(['clientId', '']) }] as Array<Record<string, string>>) {
      const res = await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query });
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'CLIENT_ID_REQUIRED', message: 'Client id can not be undefined' }]);
    }
  });

  it('pages the agencies of a client (JSON filter model or the short "eq" form)', async () => {
    const clientId = t.joaoClients[0]!;
    const first = (await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: eq(['clientId', clientId]), startIndex: '0', itemsPerPage: '3' } })).json();
    expect([first.items.length, first.totalItems]).toEqual([3, 5]);
    const rest = (await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: `clientId eq '${clientId}'`, startIndex: '3', itemsPerPage: '3' } })).json();
    const issuers = [...first.items, ...rest.items].map((i: { agency: { issuer: string } }) => i.agency.issuer).sort();
    expect(issuers).toEqual(['Fgts', 'JusticaDoTrabalho', 'Municipal', 'ReceitaFederalPgfn', 'State']);
    expect(first.items[0]).toMatchObject({ clientId, agencyId: first.items[0].agency.id });
  });

  it('answers 404 for another user\'s client and 400 for filters it cannot apply', async () => {
    const foreign = await t.call(MARIA, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: eq(['clientId', t.joaoClients[0]!]) } });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const clientId = t.joaoClients[0]!;
    const withClient = (...items: object[]) => JSON.stringify([{ items: [{ by: 'clientId', op: 'EQ', value: clientId }, ...items] }]);
    for (const filter of ['{not json', withClient({ by: 'name', op: 'SOUNDS_LIKE', value: 'a' }), withClient({ by: 'colour', op: 'EQ', value: 'x' }),
      withClient({ by: 'validityDays', op: 'BETWEEN', value: 30 }), withClient({ by: 'name', op: 'IN', value: 'a' }), withClient({ by: 'name', op: 'GT' })]) {
      const res = await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter } });
      expect([res.statusCode, res.json().code]).toEqual([400, 'FILTER_INVALID']);
    }
    // A client id only inside an OR group does not pin the list to one client.
    const loose = JSON.stringify([{ useOr: true, items: [{ by: 'clientId', op: 'EQ', value: clientId }, { by: 'name', op: 'LIKE', value: 'a' }] }]);
    expect((await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: loose } })).json().code).toBe('CLIENT_ID_REQUIRED');
  });

  it('keeps what the toolkit\'s evaluator keeps for any of the 13 operators in AND and OR groups, paged (property)', async () => {
    const clientId = t.joaoClients[0]!;
    const all = (await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: eq(['clientId', clientId]) } })).json().items as Array<{
      id: string; clientId: string; agencyId: string; agency: { name: string; issuer: string; jurisdiction: string | null; validityDays: number };
    }>;
    const flat = all.map((a) => ({ id: a.id, clientId: a.clientId, agencyId: a.agencyId, name: a.agency.name, issuer: a.agency.issuer, jurisdiction: a.agency.jurisdiction, validityDays: a.agency.validityDays }));
    const names = flat.map((a) => a.name);
    const text = fc.oneof(fc.constantFrom(...names, ...names.map((n) => n.slice(0, 4)), 'receita', '%a%', 'S_o', ''), fc.string({ maxLength: 6 }));
    const number = fc.constantFrom(30, 60, 90, 180, 0, 1000);
    const item: fc.Arbitrary<FilterItem> = fc.oneof(
      fc.record({ by: fc.constantFrom('name', 'issuer', 'jurisdiction'), op: fc.constantFrom('LIKE', 'EQ', '!EQ', 'LT', 'LE', 'GT', 'GE'), value: text }),
      fc.record({ by: fc.constant('validityDays'), op: fc.constantFrom('EQ', '!EQ', 'LT', 'LE', 'GT', 'GE'), value: number }),
      fc.record({ by: fc.constantFrom('name', 'jurisdiction', 'issuer'), op: fc.constantFrom('BLANK', '!BLANK') }),
      fc.record({ by: fc.constant('validityDays'), op: fc.constantFrom('BETWEEN', '!BETWEEN'), value: fc.tuple(number, number) }),
      fc.record({ by: fc.constantFrom('name', 'issuer'), op: fc.constantFrom('IN', '!IN'), value: fc.array(text, { maxLength: 3 }) }),
    ) as fc.Arbitrary<FilterItem>;
    const groups = fc.array(fc.record({ useOr: fc.boolean(), items: fc.array(item, { minLength: 1, maxLength: 3 }) }), { maxLength: 2 });
    await fc.assert(fc.asyncProperty(groups, fc.integer({ min: 0, max: 3 }), async (extra, startIndex) => {
      const filter: Filter = [{ useOr: false, items: [{ by: 'clientId', op: 'EQ', value: clientId }] }, ...extra];
      const res = await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: JSON.stringify(filter), startIndex: String(startIndex), itemsPerPage: '2' } });
      expect(res.statusCode).toBe(200);
      const expected = flat.filter(compileFilter(filter));
      expect(res.json().totalItems).toBe(expected.length);
      expect(res.json().items.map((i: { id: string }) => i.id)).toEqual(expected.slice(startIndex, startIndex + 2).map((a) => a.id));
    }), { numRuns: Number(process.env.FUZZ_RUNS ?? 60) });
  });

  it('pages 30 items where the caller names no page size', async () => {
    const res = (await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: eq(['clientId', t.joaoClients[0]!]) } })).json();
    expect(res.itemsPerPage).toBe(30);
  });
});

describe('CND crawler history', () => {
  async function agencies(clientId: string) {
    return (await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter: eq(['clientId', clientId]) } })).json().items as Array<{ agencyId: string; agency: { issuer: keyof typeof CND_VALIDITY_DAYS } }>;
  }

  it('needs agency id and client id, with the spec message', async () => {
    for (const filter of [undefined, eq(['clientId', t.joaoClients[0]!]), eq(['agencyId', 'a'])]) {
      const res = await t.call(JOAO, { method: 'GET', url: CND_API.cndCrawlerHistory, query: filter ? { filter } : {} });
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'AGENCY_AND_CLIENT_ID_REQUIRED', message: 'Agency id and client id can not be undefined' }]);
    }
  });

  it('lists certificates newest first with validity per issuer, expands the client agency, and serves a real PDF', async () => {
    const clientId = t.joaoClients[0]!;
    for (const link of await agencies(clientId)) {
      const res = await t.call(JOAO, {
        method: 'GET', url: CND_API.cndCrawlerHistory,
        query: { filter: eq(['agencyId', link.agencyId], ['clientId', clientId]), expand: 'clientAgencyExpanded' },
      });
      const body = res.json();
      expect(body.totalItems).toBe(2);
      const [latest, older] = body.items;
      expect(latest.crawledAt > older.crawledAt).toBe(true);
      expect([latest.expired, older.expired]).toEqual([false, true]);
      const days = (Date.parse(latest.expiresAt) - Date.parse(latest.issuedAt)) / DAY;
      expect(days).toBe(CND_VALIDITY_DAYS[link.agency.issuer]);
      expect(['Negativa', 'PositivaComEfeitosDeNegativa', 'Positiva']).toContain(latest.status);
      expect(latest.clientAgencyExpanded).toMatchObject({ agencyId: link.agencyId, clientId });

      // The downloadUrl needs no Authorization header.
      const pdf = await t.server.app.inject({ method: 'GET', url: latest.document.downloadUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
    }
    const fgts = (await agencies(clientId)).find((a) => a.agency.issuer === 'Fgts')!;
    expect(CND_VALIDITY_DAYS.Fgts).toBe(30);
    expect(fgts).toBeDefined();
  });

  it('gives a fresh downloadUrl for one record, and nothing to another user', async () => {
    const clientId = t.joaoClients[1]!;
    const [link] = await agencies(clientId);
    const history = (await t.call(JOAO, { method: 'GET', url: CND_API.cndCrawlerHistory, query: { filter: eq(['agencyId', link!.agencyId], ['clientId', clientId]) } })).json();
    const id = history.items[0].id;
    const doc = await t.call(JOAO, { method: 'GET', url: fillPath(CND_API.cndHistoryDocument, { id }) });
    expect(doc.statusCode).toBe(200);
    const pdf = await t.server.app.inject({ method: 'GET', url: doc.json().downloadUrl });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(CND_API.cndHistoryDocument, { id }) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CND_HISTORY_NOT_FOUND']);
    const foreignHistory = await t.call(MARIA, { method: 'GET', url: CND_API.cndCrawlerHistory, query: { filter: eq(['agencyId', link!.agencyId], ['clientId', clientId]) } });
    expect(foreignHistory.statusCode).toBe(404);
    // A token names one certificate: it does not open another.
    const otherId = history.items[1].id;
    const reused = await t.server.app.inject({ method: 'GET', url: doc.json().downloadUrl.replace(id, otherId) });
    expect(reused.statusCode).toBe(401);
    expect(reused.body).not.toContain('%PDF');
  });
});

describe('CND certificates of a client (the widget\'s one call)', () => {
  it("gives each agency's latest certificate, newest of its history", async () => {
    const clientId = t.joaoClients[0]!;
    const res = await t.call(JOAO, { method: 'GET', url: fillPath(CND_API.cndClientCertificates, { clientId }) });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: Array<{ agency: { id: string; issuer: string }; latest: { id: string; expiresAt: string } | null }> };
    expect(items.map((i) => i.agency.issuer).sort()).toEqual(['Fgts', 'JusticaDoTrabalho', 'Municipal', 'ReceitaFederalPgfn', 'State']);
    for (const item of items) {
      const history = (await t.call(JOAO, { method: 'GET', url: CND_API.cndCrawlerHistory, query: { filter: eq(['agencyId', item.agency.id], ['clientId', clientId]) } })).json();
      expect(item.latest?.id).toBe(history.items[0].id);
      expect(item.latest!.expiresAt >= new Date().toISOString().slice(0, 10)).toBe(true);
    }
  });

  it("answers 404 for another user's client and 401 without a session", async () => {
    const url = fillPath(CND_API.cndClientCertificates, { clientId: t.joaoClients[0]! });
    const foreign = await t.call(MARIA, { method: 'GET', url });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    expect((await t.server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
