import { Type } from '@sinclair/typebox';
import { API } from '@portico/contract/api-paths';
import type { EndpointDeclaration } from '@portico/contract/endpoint';
import { staffOf, type RouteModule } from '../http/context';
import { serve } from '../http/serve';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_USERS } from '../seed/demo-core';
import { LAST_USED_RESOLUTION_MS, MAX_LIVE_KEYS_PER_FIRM } from '../auth/api-keys';

// A staff write a firm's system may make with a 'documents' key, one that takes no key, and a client's read.
const probe = (path: string, method: 'GET' | 'POST', extra: Partial<EndpointDeclaration>): EndpointDeclaration => ({
  operationId: `probe${path.replace(/\W/g, '')}`, method, path, tags: ['probe'], summary: 'probe', hidden: true,
  responses: { 200: Type.Any() }, access: 'staff', ...extra,
});
const WRITE = probe('/api/probe/v1/staff/clients/:clientId/documents', 'POST', { apiKeyScope: 'documents', params: Type.Object({ clientId: Type.String() }) });
const NO_KEYS = probe('/api/probe/v1/staff/settings', 'POST', {});
const SESSION = probe('/api/probe/v1/mine', 'GET', { access: 'session' });
const probes: RouteModule = (app) => {
  for (const endpoint of [WRITE, NO_KEYS, SESSION]) serve(app, endpoint, async (request) => request.staff ? staffOf(request) : {});
};

let server: TestServer;
let northwindClient: string;
let horizonteClient: string;
beforeAll(async () => {
  server = await startTestServer({ routes: [probes] });
  northwindClient = (await server.clientIdsOf(DEMO_USERS.maria))[0]!;
  horizonteClient = (await server.clientIdsOf(DEMO_USERS.joao))[0]!;
});
afterAll(() => server.stop());

const asStaff = async (email: string, options: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }) =>
  server.app.inject({ ...options, headers: { ...await server.headersFor(email), ...(options.payload ? { 'content-type': 'application/json' } : {}) } });
const makeKey = async (scopes: string[], email: string = DEMO_USERS.staff) => {
  const answer = await asStaff(email, { method: 'POST', url: API.apiKeys, payload: { name: 'Practice system', scopes } });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { key: { id: string; prefix: string }; secret: string };
};
const withKey = (secret: string, method: 'GET' | 'POST', url: string) =>
  server.app.inject({ method, url, headers: { 'x-api-key': secret, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) }, ...(method === 'POST' ? { payload: {} } : {}) });
const writeUrl = (clientId: string) => `/api/probe/v1/staff/clients/${clientId}/documents`;

describe('firm API keys', () => {
  it('note when they were last used, to the minute: a busy integration does not write the key per call', async () => {
    const { key, secret } = await makeKey(['documents']);
    const lastUsed = async () => (await server.ctx.db.selectFrom('firmApiKeys').select('lastUsedAt').where('id', '=', key.id).executeTakeFirstOrThrow()).lastUsedAt;
    const setLastUsed = (msAgo: number) => server.ctx.db.updateTable('firmApiKeys')
      .set({ lastUsedAt: new Date(Date.now() - msAgo).toISOString() }).where('id', '=', key.id).execute();
    expect(await lastUsed()).toBeNull();
    expect((await withKey(secret, 'POST', writeUrl(northwindClient))).statusCode).toBe(200);
    expect(Date.now() - Date.parse((await lastUsed())!)).toBeLessThan(LAST_USED_RESOLUTION_MS);

    await setLastUsed(LAST_USED_RESOLUTION_MS / 2);
    const recent = await lastUsed();
    await withKey(secret, 'POST', writeUrl(northwindClient));
    expect(await lastUsed()).toBe(recent);

    await setLastUsed(LAST_USED_RESOLUTION_MS + 1000);
    const stale = await lastUsed();
    await withKey(secret, 'POST', writeUrl(northwindClient));
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(stale!));
  });

  it('are made by an administrator, shown once, and kept only as a hash', async () => {
    const { key, secret } = await makeKey(['documents', 'news']);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const listed = (await asStaff(DEMO_USERS.staff, { method: 'GET', url: API.apiKeys })).json().keys;
    expect(listed.find((k: { id: string }) => k.id === key.id)).toMatchObject({ name: 'Practice system', scopes: ['documents', 'news'], revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(secret.slice(key.prefix.length));
    const row = await server.ctx.db.selectFrom('firmApiKeys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.split('.')[1]);
  });

  it('call an operation of their scope as the firm, for its own clients only, audited with the key', async () => {
    const { key, secret } = await makeKey(['documents']);
    const answer = await withKey(secret, 'POST', writeUrl(northwindClient));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ firmId: 1001, role: 'staff', apiKeyId: key.id });
    expect((await withKey(secret, 'POST', writeUrl(horizonteClient))).json().code).toBe('CLIENT_NOT_FOUND');
    const audited = await server.ctx.db.selectFrom('auditLog').selectAll().where('apiKeyId', '=', key.id).orderBy('at').execute();
    expect(audited.map((row) => [row.clientId, row.outcome])).toEqual([[northwindClient, 'success'], [horizonteClient, 'refused']]);
    expect(audited[0]!.actorUserId).toBe(await server.userId(DEMO_USERS.staff));
  });

  it("with the 'contacts' scope, list the firm's own client contacts through the staff operation", async () => {
    const { secret } = await makeKey(['contacts']);
    const answer = await withKey(secret, 'GET', API.staffContacts);
    expect(answer.statusCode).toBe(200);
    const emails = answer.json().contacts.map((c: { email: string }) => c.email);
    expect(emails).toContain(DEMO_USERS.maria);
    expect(emails).not.toContain(DEMO_USERS.joao);
  });

  it('are refused outside their scope, on operations that take no key, and on a person\'s routes', async () => {
    const { secret } = await makeKey(['news']);
    expect((await withKey(secret, 'POST', writeUrl(northwindClient))).json().code).toBe('API_KEY_SCOPE');
    expect((await withKey(secret, 'POST', '/api/probe/v1/staff/settings')).json().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await withKey(secret, 'GET', '/api/probe/v1/mine')).json().code).toBe('API_KEY_NOT_ALLOWED');
    expect((await withKey(secret, 'GET', API.apiKeys)).statusCode).toBe(403);
  });

  it('stop working once revoked; a wrong, malformed or huge secret is refused alike (401 API_KEY_INVALID)', async () => {
    const { key, secret } = await makeKey(['documents']);
    expect((await asStaff(DEMO_USERS.staff, { method: 'DELETE', url: API.apiKey.replace(':keyId', key.id) })).statusCode).toBe(204);
    const [id, random] = secret.split('.');
    const wrong = `${id}.${random!.slice(0, -1)}${random!.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [secret, wrong, 'ptk_nonsense', `ptk_${'x'.repeat(200_000)}`]) {
      const answer = await withKey(attempt, 'POST', writeUrl(northwindClient));
      expect([answer.statusCode, answer.json().code]).toEqual([401, 'API_KEY_INVALID']);
    }
  });

  it("are the administrators' alone: staff of the role 'staff', clients and another firm's administrator are refused", async () => {
    const { key } = await makeKey(['documents']);
    expect((await asStaff(DEMO_USERS.maria, { method: 'GET', url: API.apiKeys })).json().code).toBe('STAFF_ONLY');
    expect((await asStaff(DEMO_USERS.equipe, { method: 'DELETE', url: API.apiKey.replace(':keyId', key.id) })).json().code).toBe('API_KEY_NOT_FOUND');
    expect((await asStaff(DEMO_USERS.equipe, { method: 'GET', url: API.apiKeys })).json().keys).toEqual([]);
    await server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', DEMO_USERS.staff).execute();
    try {
      expect((await asStaff(DEMO_USERS.staff, { method: 'GET', url: API.apiKeys })).json().code).toBe('FIRM_ADMIN_ONLY');
    } finally {
      await server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', DEMO_USERS.staff).execute();
    }
  });

  it(`hold at most ${MAX_LIVE_KEYS_PER_FIRM} live keys per firm, and refuse bad input naming the field`, async () => {
    const bad = await asStaff(DEMO_USERS.equipe, { method: 'POST', url: API.apiKeys, payload: { name: 'x', scopes: ['everything'] } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('scopes');
    for (let i = 0; i < MAX_LIVE_KEYS_PER_FIRM; i += 1) await makeKey(['news'], DEMO_USERS.equipe);
    const over = await asStaff(DEMO_USERS.equipe, { method: 'POST', url: API.apiKeys, payload: { name: 'One more', scopes: ['news'] } });
    expect([over.statusCode, over.json().code]).toEqual([409, 'API_KEY_LIMIT']);
  });
});
