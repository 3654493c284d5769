import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@portico/contract/api-paths';
import { JOAO, MARIA, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { __CONST___API, type __Pascal__Entry, type __Pascal__EntryPage } from '../contract';

// A fresh server with its own database and the demo seed, in the variant registry.json enables the feature in,
// serving this feature's routes (and core's) only.
let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('__variant__', { features: ['__featureId__'] }); });
afterAll(async () => { await t.server.stop(); });

const entries = (clientId: string) => fillPath(__CONST___API.entries, { clientId });

describe('__featureId__ API', () => {
  it('lists the demo entry of a client company, adds one, and lists it first', async () => {
    const clientId = t.mariaClients[0]!;
    const before = await t.call(MARIA, { method: 'GET', url: entries(clientId) });
    expect(before.statusCode).toBe(200);
    expect((before.json() as __Pascal__EntryPage).items.map((e) => e.description)).toEqual([expect.stringMatching(/^Demo entry for /)]);

    const added = await t.call(MARIA, { method: 'POST', url: entries(clientId), payload: { description: 'Quarterly review', quantity: 3 } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ description: 'Quarterly review', quantity: 3 });

    const after = (await t.call(MARIA, { method: 'GET', url: entries(clientId) })).json() as __Pascal__EntryPage;
    expect([after.totalItems, after.items[0]?.description]).toEqual([2, 'Quarterly review']);
  });

  it('refuses input outside the contract', async () => {
    const clientId = t.mariaClients[0]!;
    for (const payload of [{ description: ' ', quantity: 1 }, { description: 'x', quantity: -1 }, { description: 'x', quantity: 1, extra: true }]) {
      const answer = await t.call(MARIA, { method: 'POST', url: entries(clientId), payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await t.server.app.inject({ method: 'GET', url: entries(t.mariaClients[0]!) });
    expect(answer.statusCode).toBe(401);
  });

  it("answers 404 for another user's client company, and adds nothing there", async () => {
    const theirs = t.joaoClients[0]!;
    const read = await t.call(MARIA, { method: 'GET', url: entries(theirs) });
    expect([read.statusCode, read.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
    const write = await t.call(MARIA, { method: 'POST', url: entries(theirs), payload: { description: 'Not mine', quantity: 1 } });
    expect(write.statusCode).toBe(404);
    const own = (await t.call(JOAO, { method: 'GET', url: entries(theirs) })).json() as __Pascal__EntryPage;
    expect(own.items.some((e: __Pascal__Entry) => e.description === 'Not mine')).toBe(false);
  });
});
