import { TAX_CALENDAR_API } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.tax-calendar'] }); });
afterAll(async () => { await t.server.stop(); });

const list = (email: string) => t.call(email, { method: 'GET', url: TAX_CALENDAR_API.overrides });

describe("the firm's overrides, listed for its staff screen", () => {
  it("lists the staff member's firm's overrides only, audits their change, and refuses clients", async () => {
    const url = fillPath(TAX_CALENDAR_API.override, { obligation: 'irrf', competence: '2027-01' });
    expect((await t.call(EQUIPE, { method: 'PUT', url, payload: { dueDate: '2027-02-19', note: 'Feriado local' } })).statusCode).toBe(200);
    const horizonte = (await list(EQUIPE)).json().items;
    expect(horizonte).toEqual(expect.arrayContaining([expect.objectContaining({ obligation: 'irrf', competence: '2027-01', dueDate: '2027-02-19', note: 'Feriado local' })]));
    expect((await list(STAFF)).json().items.some((o: { obligation: string; competence: string }) => o.obligation === 'irrf' && o.competence === '2027-01')).toBe(false);
    const [audit] = await auditRows(t.server, `PUT ${TAX_CALENDAR_API.override}`);
    expect(audit).toMatchObject({ actorUserId: await t.server.userId(EQUIPE), outcome: 'success' });
    const client = await list(JOAO);
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
  });
});
