import type { RouteModule } from './context';
import { staffOf } from './context';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_USERS } from '../seed/demo-core';

// Probe routes of the two staff access levels, one of them naming a client.
const probe: RouteModule = async (app) => {
  app.get('/api/probe/v1/staff/clients/:clientId', { config: { auth: 'staff' }, schema: { hide: true } }, async (request) => staffOf(request));
  app.post('/api/probe/v1/staff/settings', { config: { auth: 'firm-admin' }, schema: { hide: true } }, async (request) => staffOf(request));
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ routes: [probe] });
});
afterAll(() => server.stop());

const get = async (email: string, clientId: string) =>
  server.app.inject({ method: 'GET', url: `/api/probe/v1/staff/clients/${clientId}`, headers: await server.headersFor(email) });
const post = async (email: string) =>
  server.app.inject({ method: 'POST', url: '/api/probe/v1/staff/settings', headers: { ...await server.headersFor(email), 'content-type': 'application/json' }, payload: {} });

describe('staff routes', () => {
  it("reach every client of the staff member's own firm and none of another firm's (404, as for a stranger)", async () => {
    const northwindClient = (await server.clientIdsOf(DEMO_USERS.carlos))[0]!;
    const horizonteClient = (await server.clientIdsOf(DEMO_USERS.joao))[0]!;
    const own = await get(DEMO_USERS.staff, northwindClient);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ firmId: 1001, role: 'administrator' });
    expect((await get(DEMO_USERS.staff, horizonteClient)).json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
    expect((await get(DEMO_USERS.equipe, northwindClient)).statusCode).toBe(404);
    expect((await get(DEMO_USERS.equipe, horizonteClient)).json()).toMatchObject({ firmId: 2001 });
  });

  it('are refused to a client contact, even for a client of their own', async () => {
    const mariaClient = (await server.clientIdsOf(DEMO_USERS.maria))[0]!;
    const answer = await get(DEMO_USERS.maria, mariaClient);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('STAFF_ONLY');
  });

  it("'firm-admin' takes an administrator and refuses staff of the role 'staff' and clients", async () => {
    expect((await post(DEMO_USERS.staff)).statusCode).toBe(200);
    await server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', DEMO_USERS.staff).execute();
    try {
      const refused = await post(DEMO_USERS.staff);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FIRM_ADMIN_ONLY');
    } finally {
      await server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', DEMO_USERS.staff).execute();
    }
    expect((await post(DEMO_USERS.maria)).json().code).toBe('STAFF_ONLY');
  });
});

describe("the session's bindings", () => {
  const bindingsOf = async (email: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/security/v1/session', headers: await server.headersFor(email) })).json().bindings.FeatureResourcePermissions;

  it('grant Firm.Administration to an administrator beside their own grants, and to no one else', async () => {
    expect(await bindingsOf(DEMO_USERS.staff)).toMatchObject({ Firm: { Administration: 'Granted' }, Platform: { DefaultStaff: 'Granted' } });
    expect((await bindingsOf(DEMO_USERS.maria)).Firm).toBeUndefined();
    await server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', DEMO_USERS.staff).execute();
    try {
      const bindings = await bindingsOf(DEMO_USERS.staff);
      expect([bindings.Firm, bindings.Platform.DefaultStaff]).toEqual([undefined, 'Granted']);
    } finally {
      await server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', DEMO_USERS.staff).execute();
    }
  });
});

describe("every staff route of every feature (the br variant serves them all)", () => {
  let br: TestServer;
  beforeAll(async () => {
    br = await startTestServer({ config: { variant: 'br' } });
  });
  afterAll(() => br.stop());

  // HEAD answers without a body: its GET is walked.
  const staffRoutes = () => br.routes.entries.filter((r) => (r.access === 'staff' || r.access === 'firm-admin') && r.method !== 'HEAD');
  const codeOf = (answer: { body: string }) => (answer.body ? (JSON.parse(answer.body) as { code?: string }).code : undefined);
  const fill = (url: string, clientId: string) => url.replace(':clientId', clientId)
    .replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000001' : 'x'));
  const write = (method: string) => method !== 'GET' && method !== 'HEAD';

  it('refuses a client contact (403 STAFF_ONLY), and audits each refused write with the contact as its actor', async () => {
    const joaoClient = (await br.clientIdsOf(DEMO_USERS.joao))[0]!;
    const joao = await br.userId(DEMO_USERS.joao);
    const routes = staffRoutes();
    expect(routes.filter((r) => write(r.method)).length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = fill(route.url, joaoClient);
      const answer = await br.app.inject({
        method: route.method as 'GET', url, headers: { ...await br.headersFor(DEMO_USERS.joao), 'content-type': 'application/json' },
        ...(write(route.method) ? { payload: {} } : {}),
      });
      expect([route.method, route.url, answer.statusCode, codeOf(answer)]).toEqual([route.method, route.url, 403, 'STAFF_ONLY']);
      if (!write(route.method)) continue;
      const audited = await br.ctx.db.selectFrom('auditLog').select(['actorUserId', 'outcome'])
        .where('action', '=', `${route.method} ${route.url}`).where('actorUserId', '=', joao).execute();
      expect(audited.map((row) => row.outcome), `${route.method} ${route.url}`).toContain('refused');
    }
  });

  it("never answers another firm's client with success", async () => {
    const horizonteClient = (await br.clientIdsOf(DEMO_USERS.joao))[0]!;
    for (const route of staffRoutes().filter((r) => r.url.includes(':clientId'))) {
      const answer = await br.app.inject({
        method: route.method as 'GET', url: fill(route.url, horizonteClient),
        headers: { ...await br.headersFor(DEMO_USERS.staff), 'content-type': 'application/json' }, ...(write(route.method) ? { payload: {} } : {}),
      });
      // 404 once the request is valid; a body the route cannot take is refused before that (400), which says nothing either.
      expect([route.method, route.url, answer.statusCode, [400, 404, 413, 415].includes(answer.statusCode)]).toEqual([route.method, route.url, answer.statusCode, true]);
      if (answer.statusCode === 404) expect(codeOf(answer)).toBe('CLIENT_NOT_FOUND');
    }
  });
});
