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
    for (const filter of ['{not json', JSON.stringify([{ items: [{ by: 'clientId', op: 'LIKE', value: 'a' }] }]), eq(['name', 'x'])]) {
      const res = await t.call(JOAO, { method: 'GET', url: CND_API.cndClientAgencies, query: { filter } });
      expect([res.statusCode, res.json().code]).toEqual([400, 'FILTER_INVALID']);
    }
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
