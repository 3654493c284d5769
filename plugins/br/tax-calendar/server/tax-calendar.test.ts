import { TAX_CALENDAR_API } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, MARIA, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { todayInBrazil } from '@portico/br-kit/contract';
import { taxCalendarDb } from './tables';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.tax-calendar'] }); });
afterAll(async () => { await t.server.stop(); });

const dueDates = (email: string, clientId: string) => t.call(email, { method: 'GET', url: fillPath(TAX_CALENDAR_API.dueDates, { clientId }) });
const override = (obligation: string, competence: string) => fillPath(TAX_CALENDAR_API.override, { obligation, competence });

describe('tax calendar due dates', () => {
  it("dates a client's obligations from its profile, in Brasília's calendar, with the firm's seeded override", async () => {
    // joaoClients are in name order: Clínica (Presumido), Padaria (Simples), Transportes (Real, no employees).
    const [clinica, padaria, transportes] = t.joaoClients as [string, string, string];
    const bakery = (await dueDates(JOAO, padaria)).json();
    expect(bakery.today).toBe(todayInBrazil(new Date()));
    expect(bakery.profile).toEqual({ regime: 'simples', hasEmployees: true, uf: 'SP', municipality: 'São Paulo' });
    const das = bakery.items.find((i: { key: string }) => i.key === 'das');
    expect(das.override).toMatchObject({ note: expect.stringContaining('Simples Nacional') });
    expect(das.dueDate > das.override.originalDate).toBe(true);
    expect(bakery.items.map((i: { key: string }) => i.key)).not.toContain('pisCofins');
    const clinic = (await dueDates(JOAO, clinica)).json().items.map((i: { key: string }) => i.key);
    expect(clinic).toEqual(expect.arrayContaining(['pisCofins', 'issSaoPaulo', 'fgts']));
    expect(clinic).not.toContain('das');
    const carrier = (await dueDates(JOAO, transportes)).json().items.map((i: { key: string }) => i.key);
    expect(carrier).not.toContain('fgts');
  });

  it("answers 404 for another user's client and 401 without a session", async () => {
    const foreign = await dueDates(MARIA, t.joaoClients[0]!);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const anonymous = await t.server.app.inject({ method: 'GET', url: fillPath(TAX_CALENDAR_API.dueDates, { clientId: t.joaoClients[0]! }) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('tax calendar overrides', () => {
  it('lets staff set and drop a date for their firm only; clients may not', async () => {
    const url = override('fgts', '2026-10');
    const refused = await t.call(JOAO, { method: 'PUT', url, payload: { dueDate: '2026-11-27', note: 'Prorrogação' } });
    expect(refused.statusCode).toBe(403);
    const bad = await t.call(STAFF, { method: 'PUT', url: override('fgts', '2026-13'), payload: { dueDate: '2026-11-27', note: 'x' } });
    expect(bad.statusCode).toBe(400);

    const set = await t.call(STAFF, { method: 'PUT', url, payload: { dueDate: '2026-11-27', note: ' Prorrogação ' } });
    expect([set.statusCode, set.json()]).toEqual([200, expect.objectContaining({ obligation: 'fgts', competence: '2026-10', dueDate: '2026-11-27', note: 'Prorrogação' })]);
    const again = await t.call(STAFF, { method: 'PUT', url, payload: { dueDate: '2026-11-26', note: 'Prorrogação' } });
    expect(again.json().dueDate).toBe('2026-11-26');
    const db = taxCalendarDb(t.server.ctx.db);
    const rows = await db.selectFrom('brTaxOverrides').selectAll().where('obligation', '=', 'fgts').execute();
    // One row, the staff member's firm: joao's firm (Horizonte) is untouched.
    expect(rows.map((r) => [r.competence, r.dueDate])).toEqual([['2026-10', '2026-11-26']]);
    const joaoFirm = (await t.server.ctx.db.selectFrom('users').select('firmId').where('email', '=', JOAO).executeTakeFirstOrThrow()).firmId;
    expect(rows[0]!.firmId).not.toBe(joaoFirm);

    expect((await t.call(STAFF, { method: 'DELETE', url })).statusCode).toBe(204);
    const gone = await t.call(STAFF, { method: 'DELETE', url });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'OVERRIDE_NOT_FOUND']);
  });
});
