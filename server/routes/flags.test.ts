import { API } from '@portico/contract/api-paths';
import type { FeatureFlag } from '@portico/contract/flags';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_USERS } from '../seed/demo-core';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const call = async (email: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { ...await server.headersFor(email), ...(payload ? { 'content-type': 'application/json' } : {}) } });
const flagUrl = (id: string) => API.flag.replace(':flagId', id);
const flagOf = async (email: string, id: string) => ((await call(email, 'GET', API.flags)).json().flags as FeatureFlag[]).find((f) => f.id === id);

describe('feature flags from the server', () => {
  it("answer the portal's defaults with their locks, none of them the firm's choice", async () => {
    const answer = await call(DEMO_USERS.maria, 'GET', API.flags);
    expect(answer.statusCode).toBe(200);
    const flags = answer.json().flags as FeatureFlag[];
    expect(flags.map((f) => f.id)).toEqual(expect.arrayContaining(['feedbackRequest', 'internalTools', 'invoiceTask', 'taskTools']));
    expect(flags.find((f) => f.id === 'invoiceTask')).toMatchObject({ value: true, setByFirm: false });
    expect(flags.find((f) => f.id === 'taskTools')).toMatchObject({ value: false, lockedBy: ['internalTools'] });
  });

  it("let an administrator set one for the firm's clients, not another firm's, and give it back its default", async () => {
    const set = await call(DEMO_USERS.staff, 'PUT', flagUrl('feedbackRequest'), { value: true });
    expect(set.statusCode).toBe(200);
    expect((set.json().flags as FeatureFlag[]).find((f) => f.id === 'feedbackRequest')).toMatchObject({ value: true, setByFirm: true });
    // maria is a client of the administrator's firm; joao of another.
    expect(await flagOf(DEMO_USERS.maria, 'feedbackRequest')).toMatchObject({ value: true, setByFirm: true });
    expect(await flagOf(DEMO_USERS.joao, 'feedbackRequest')).toMatchObject({ value: false, setByFirm: false });
    const audited = await server.ctx.db.selectFrom('auditLog').select(['action', 'outcome', 'actorUserId']).where('action', '=', `PUT ${API.flag}`).execute();
    expect(audited).toEqual([expect.objectContaining({ outcome: 'success', actorUserId: expect.any(String) })]);

    expect((await call(DEMO_USERS.staff, 'DELETE', flagUrl('feedbackRequest'))).statusCode).toBe(200);
    expect(await flagOf(DEMO_USERS.maria, 'feedbackRequest')).toMatchObject({ value: false, setByFirm: false });
  });

  it('refuse a flag the portal does not define, a value that is not a boolean, and callers who are not administrators', async () => {
    const unknown = await call(DEMO_USERS.staff, 'PUT', flagUrl('noSuchFlag'), { value: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FLAG_NOT_FOUND');
    expect((await call(DEMO_USERS.staff, 'PUT', flagUrl('taskTools'), { value: 'yes' })).statusCode).toBe(400);
    expect((await call(DEMO_USERS.maria, 'PUT', flagUrl('taskTools'), { value: true })).statusCode).toBe(403);
    await server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', DEMO_USERS.staff).execute();
    try {
      expect((await call(DEMO_USERS.staff, 'PUT', flagUrl('taskTools'), { value: true })).statusCode).toBe(403);
    } finally {
      await server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', DEMO_USERS.staff).execute();
    }
    expect(await server.ctx.db.selectFrom('firmFeatureFlags').selectAll().execute()).toEqual([]);
  });
});
