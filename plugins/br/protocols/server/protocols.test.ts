import { fillPath } from '@portico/contract/api-paths';
import { PROTOCOLS_API } from '../contract';
import { type DemoTestServer, JOAO, MARIA, runSeeds, startDemoTestServer } from '@portico/plugin-server/testing';
import { protocolsDb } from './tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.protocols'] }); });
afterAll(async () => { await t.server.stop(); });

const get = (name: keyof typeof PROTOCOLS_API, params: Record<string, string>, query: Record<string, string> = {}, email = JOAO) =>
  t.call(email, { method: 'GET', url: fillPath(PROTOCOLS_API[name], params), query });

type Row = { id: string; obligation: string; competence: string; number: string; deliveredAt: string; fileName: string };

describe('protocols', () => {
  it('lists the filing receipts, last delivered first, with obligation, competence and number', async () => {
    const clientId = t.joaoClients[0]!;
    const all = (await get('protocols', { clientId }, { itemsPerPage: '500' })).json();
    expect(all.totalItems).toBeGreaterThan(20);
    const items = all.items as Row[];
    expect(items.map((p) => p.deliveredAt)).toEqual(items.map((p) => p.deliveredAt).sort().reverse());
    expect(new Set(items.map((p) => p.obligation))).toEqual(new Set(['DCTFWeb', 'EFD-Reinf', 'eSocial', 'EFD-Contribuicoes', 'ECD', 'ECF']));
    // Every receipt was delivered after its competence ended.
    for (const p of items) expect(p.deliveredAt.slice(0, p.competence.length) > p.competence).toBe(true);
  });

  it('filters by obligation and delivery period (the whole "to" day included)', async () => {
    const clientId = t.joaoClients[0]!;
    const esocial = (await get('protocols', { clientId }, { obligation: 'eSocial' })).json();
    expect(esocial.items.length).toBeGreaterThan(0);
    expect(esocial.items.every((p: Row) => p.obligation === 'eSocial' && /^1\.1\.\d{19}$/.test(p.number))).toBe(true);
    const day = esocial.items[0].deliveredAt.slice(0, 10);
    const oneDay = (await get('protocols', { clientId }, { from: day, to: day })).json();
    expect(oneDay.items.map((p: Row) => p.id)).toContain(esocial.items[0].id);
    expect(oneDay.items.every((p: Row) => p.deliveredAt.startsWith(day))).toBe(true);
    const reversed = await get('protocols', { clientId }, { from: '2030-01-02', to: '2030-01-01' });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'DATE_RANGE_INVALID']);
    const unknown = await get('protocols', { clientId }, { obligation: 'DIRF' });
    expect(unknown.statusCode).toBe(400);
  });

  it('downloads the receipt as a PDF; another client, another user or no session gets nothing', async () => {
    const clientId = t.joaoClients[1]!;
    const [first] = (await get('protocols', { clientId })).json().items as Row[];
    const pdf = await get('protocolDocument', { clientId, protocolId: first!.id });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(first!.fileName);
    const wrongClient = await get('protocolDocument', { clientId: t.joaoClients[0]!, protocolId: first!.id });
    expect([wrongClient.statusCode, wrongClient.json().code]).toEqual([404, 'PROTOCOL_NOT_FOUND']);
    const foreign = await get('protocols', { clientId }, {}, MARIA);
    expect([foreign.statusCode, foreign.body.includes(first!.number)]).toEqual([404, false]);
    const foreignPdf = await get('protocolDocument', { clientId, protocolId: first!.id }, {}, MARIA);
    expect([foreignPdf.statusCode, foreignPdf.body.includes('%PDF')]).toEqual([404, false]);
    const anonymous = await t.server.app.inject({ method: 'GET', url: fillPath(PROTOCOLS_API.protocols, { clientId }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('seeds once: a second run adds nothing', async () => {
    const count = async () => Number((await protocolsDb(t.server.ctx.db).selectFrom('brProtocols').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await runSeeds(t.server.ctx.db, t.server.ctx.blobs, t.server.features.seedSteps)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
