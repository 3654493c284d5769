import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPE, JOAO, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { FIRM_CLIENTS_API as API } from '../contract';

let t: DemoTestServer;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['common.firm-clients', 'br.boxe'] });
});
afterAll(() => t.server.stop());

const json = { 'content-type': 'application/json' };
const switchUrl = (clientId: string, name: string) => API.clientSwitch.replace(':clientId', clientId).replace(':name', name);

describe("Box-E's switches on the client page (contributed by br.boxe)", () => {
  it("turns a client's lastToggle off and on, which the store reads, and says what the contacts see", async () => {
    const clientId = t.joaoClients[0]!;
    const page = (await t.call(EQUIPE, { method: 'GET', url: API.client.replace(':clientId', clientId) })).json();
    expect(page.clientSwitches).toEqual([{ name: 'BoxE.Order', scope: 'firm', on: true }, { name: 'BoxE.LastToggle', scope: 'client', on: true }]);
    expect(page.contacts[0].sees).toContain('boxeStores');

    const off = (await t.call(EQUIPE, { method: 'PUT', url: switchUrl(clientId, 'BoxE.LastToggle'), headers: json, payload: { on: false } })).json();
    expect(off.clientSwitches[1]).toMatchObject({ on: false });
    expect(off.contacts[0].sees).not.toContain('boxeStores');
    expect((await t.call(JOAO, { method: 'GET', url: `/api/boxe/v1/clients/${clientId}` })).json().lastToggle).toBe(false);

    await t.call(EQUIPE, { method: 'PUT', url: switchUrl(clientId, 'BoxE.LastToggle'), headers: json, payload: { on: true } });
    expect((await t.call(JOAO, { method: 'GET', url: `/api/boxe/v1/clients/${clientId}` })).json().lastToggle).toBe(true);
  });

  it("keeps the firm's order to its administrators", async () => {
    const clientId = t.joaoClients[0]!;
    await t.server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', EQUIPE).execute();
    try {
      const refused = await t.call(EQUIPE, { method: 'PUT', url: switchUrl(clientId, 'BoxE.Order'), headers: json, payload: { on: false } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FIRM_ADMIN_ONLY');
    } finally {
      await t.server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', EQUIPE).execute();
    }
  });
});
