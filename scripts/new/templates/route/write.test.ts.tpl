import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@portico/contract/api-paths';
import { MARIA, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { ENDPOINTS } from '../contract';

// A fresh server with its own database and the demo seed, in a variant that enables __featureId__, serving this
// feature's routes (and core's) only.
let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('__variant__', { features: ['__featureId__'] }); });
afterAll(async () => { await t.server.stop(); });

const endpoint = ENDPOINTS.__operationId__;
const url = (clientId: string) => fillPath(endpoint.path, { clientId });

describe(`${endpoint.method} ${endpoint.path} (__operationId__)`, () => {
  it('answers for a client company of the caller', async () => {
    const clientId = t.mariaClients[0]!;
    const answer = await t.call(MARIA, { method: endpoint.method, url: url(clientId), payload: { note: ' Quarterly review ' } });
    expect(answer.statusCode).toBe(__status__);
    expect(answer.json()).toEqual({ clientId, note: 'Quarterly review' });
  });

  it('refuses input outside the contract', async () => {
    for (const payload of [{}, { note: ' ' }, { note: 'x'.repeat(201) }, { note: 'x', extra: true }]) {
      const answer = await t.call(MARIA, { method: endpoint.method, url: url(t.mariaClients[0]!), payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await t.server.app.inject({ method: endpoint.method, url: url(t.mariaClients[0]!), payload: { note: 'x' } });
    expect(answer.statusCode).toBe(401);
  });

  it("answers 404 for another user's client company", async () => {
    const answer = await t.call(MARIA, { method: endpoint.method, url: url(t.joaoClients[0]!), payload: { note: 'Not mine' } });
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
  });
});
