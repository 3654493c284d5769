import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditRows, EQUIPE, MARIA, STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { INVITATION_TTL_MS } from '@portico/plugin-server';
import { ENDPOINTS, FIRM_CLIENTS_API as API } from '../contract';

let t: DemoTestServer;
let acme: string;
let joaoClient: string;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.firm-clients'] });
  acme = t.mariaClients[0]!;
  joaoClient = t.joaoClients[0]!;
});
afterAll(() => t.server.stop());

const path = (template: string, values: Record<string, string>) => template.replace(/:(\w+)/g, (_, key: string) => values[key]!);
const json = { 'content-type': 'application/json' };
const get = (email: string, url: string) => t.call(email, { method: 'GET', url });
const send = (email: string, method: 'POST' | 'PUT', url: string, payload: unknown = {}) => t.call(email, { method, url, headers: json, payload: payload as object });
const invite = (email: string, clientId: string, address: string) =>
  send(email, 'POST', path(API.contacts, { clientId }), { email: address, firstName: 'Nora', lastName: 'Quill', language: 'en-gb' });
const outboxFor = (address: string) => t.server.ctx.db.selectFrom('outbox').selectAll()
  .where('recipients', '=', JSON.stringify([address])).orderBy('createdAt').execute();
const linkIn = (body: string) => new URL(/(http:\/\/\S+\/oidc\/password\/reset\?\S+)/.exec(body)![1]!);
const form = (url: URL, values: Record<string, string>) => t.server.app.inject({
  method: 'POST', url: url.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ token: url.searchParams.get('token')!, lang: 'en-gb', ...values }).toString(),
});

describe('finding a client', () => {
  it('searches the firm by words of the name or nickname and by the tax id, formatted or not, paged', async () => {
    const names = async (email: string, q: string) => (await get(email, `${API.clients}?${new URLSearchParams({ q })}`)).json().items.map((c: { name: string }) => c.name);
    expect(await names(STAFF, 'acme log')).toEqual(['Acme Logistics Inc']);
    expect(await names(STAFF, 'ACM')).toEqual(['Acme Bakery LLC', 'Acme Logistics Inc']);
    expect(await names(STAFF, 'nsl')).toEqual(['Northstar Logistics']);
    expect(await names(EQUIPE, 'clinica')).toEqual(['Clínica Sorriso Feliz Ltda']);
    const { name, taxId } = (await get(EQUIPE, path(API.client, { clientId: joaoClient }))).json().client as { name: string; taxId: string };
    const formatted = taxId.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    expect(formatted).toMatch(/\./);
    expect(await names(EQUIPE, formatted)).toEqual([name]);
    expect(await names(EQUIPE, taxId.slice(0, 8))).toEqual([name]);
    // Another firm's clients are never found.
    expect(await names(STAFF, 'padaria')).toEqual([]);
    const page = (await get(STAFF, `${API.clients}?itemsPerPage=5&startIndex=5`)).json();
    expect(page.items).toHaveLength(5);
    expect(page.totalItems).toBeGreaterThan(40);
  });
});

describe('the firm boundary and the staff boundary', () => {
  it("answers 404 to staff of another firm on every route naming a client, and changes nothing", async () => {
    const mariaId = (await get(STAFF, path(API.client, { clientId: acme }))).json().contacts.find((c: { email: string }) => c.email === MARIA).id;
    const values = { clientId: acme, userId: mariaId, name: 'BoxE.Export' };
    const attempts = [
      get(EQUIPE, path(API.client, values)),
      invite(EQUIPE, acme, 'intruder@example.com'),
      send(EQUIPE, 'POST', path(API.invitation, values)),
      send(EQUIPE, 'POST', path(API.deactivation, values)),
      send(EQUIPE, 'POST', path(API.reactivation, values)),
      send(EQUIPE, 'PUT', path(API.grant, values), { on: true }),
      send(EQUIPE, 'PUT', path(API.firmSwitch, { clientId: acme, name: 'ClientCenterHideTasks' }), { on: true }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBe(404);
    const page = (await get(STAFF, path(API.client, { clientId: acme }))).json();
    expect(page.contacts.find((c: { id: string }) => c.id === mariaId)).toMatchObject({ status: 'active', grants: [] });
    expect(page.switches).not.toContain('ClientCenterHideTasks');
    expect(await outboxFor('intruder@example.com')).toHaveLength(0);
  });

  it('refuses a client contact every route (403 STAFF_ONLY), even for their own client, and audits each refused write', async () => {
    const maria = await t.server.ctx.db.selectFrom('users').select('id').where('email', '=', MARIA).executeTakeFirstOrThrow();
    const values = { clientId: acme, userId: maria.id, name: 'ClientCenterHideTasks' };
    for (const endpoint of Object.values(ENDPOINTS)) {
      const url = path(endpoint.path, { ...values, name: endpoint.path.includes('/grants/') ? 'ClientCenter.AllDocsOnly' : endpoint.path.includes('client-switches') ? 'BoxE.LastToggle' : values.name });
      const answer = endpoint.method === 'GET' ? await get(MARIA, url) : await send(MARIA, endpoint.method as 'POST' | 'PUT', url, { on: true });
      expect(answer.json(), `${endpoint.method} ${endpoint.path}`).toMatchObject({ code: 'STAFF_ONLY' });
      if (endpoint.method === 'GET') continue;
      const audited = await auditRows(t.server, `${endpoint.method} ${endpoint.path}`);
      expect(audited.some((row) => row.actorUserId === maria.id && row.clientId === acme && row.outcome === 'refused'), endpoint.path).toBe(true);
    }
  });
});

describe('inviting a contact', () => {
  it('creates the contact, mails a single-use link that sets a password, and audits the write with actor and client', async () => {
    const created = await invite(STAFF, acme, 'Nora.Quill@Example.com');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'nora.quill@example.com', status: 'invited', lastSignInAt: null, language: 'en-gb' });
    const audit = (await auditRows(t.server, `POST ${API.contacts}`)).find((row) => row.outcome === 'success');
    expect(audit).toMatchObject({ clientId: acme, statusCode: 201 });
    expect(audit!.actorUserId).toBe((await t.server.ctx.db.selectFrom('users').select('id').where('email', '=', STAFF).executeTakeFirstOrThrow()).id);

    const [mail] = await outboxFor('nora.quill@example.com');
    expect(mail).toMatchObject({ purpose: 'firm-clients.invitation', clientId: acme });
    const link = linkIn(mail!.body);
    expect((await t.server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    expect((await form(link, { password: 'Ledger-2026!x', confirm: 'Ledger-2026!x' })).statusCode).toBe(200);
    expect((await form(link, { password: 'Ledger-2026!y', confirm: 'Ledger-2026!y' })).statusCode).toBe(410);
    const page = (await get(STAFF, path(API.client, { clientId: acme }))).json();
    expect(page.contacts.find((c: { email: string }) => c.email === 'nora.quill@example.com').status).toBe('active');
  });

  it('answers EMAIL_IN_USE for an address that has an account, and changes nothing', async () => {
    const before = await t.server.ctx.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    const answer = await invite(STAFF, acme, MARIA.toUpperCase());
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('EMAIL_IN_USE');
    const after = await t.server.ctx.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await outboxFor(MARIA)).toHaveLength(0);
  });

  it('resends a new link and the old one is dead; a link past its expiry is dead too', async () => {
    const { id } = (await invite(STAFF, acme, 'late@example.com')).json();
    const resent = await send(STAFF, 'POST', path(API.invitation, { clientId: acme, userId: id }));
    expect(resent.statusCode).toBe(200);
    const [first, second] = await outboxFor('late@example.com');
    const old = linkIn(first!.body);
    const fresh = linkIn(second!.body);
    expect((await form(old, { password: 'Ledger-2026!x', confirm: 'Ledger-2026!x' })).statusCode).toBe(410);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + INVITATION_TTL_MS + 60_000);
    try {
      expect((await t.server.app.inject({ method: 'GET', url: `${fresh.pathname}${fresh.search}` })).statusCode).toBe(410);
    } finally {
      clock.mockRestore();
    }
    expect((await t.server.app.inject({ method: 'GET', url: `${fresh.pathname}${fresh.search}` })).statusCode).toBe(200);
  });

  it('deactivates (sessions end) and reactivates a contact; resending to an active contact is refused', async () => {
    const mariaId = (await get(STAFF, path(API.client, { clientId: acme }))).json().contacts.find((c: { email: string }) => c.email === MARIA).id;
    const mariaHeaders = await t.server.headersFor(MARIA);
    expect((await send(STAFF, 'POST', path(API.invitation, { clientId: acme, userId: mariaId }))).json().code).toBe('CONTACT_ACTIVE');
    expect((await send(STAFF, 'POST', path(API.deactivation, { clientId: acme, userId: mariaId }))).json().status).toBe('deactivated');
    expect((await t.server.app.inject({ method: 'GET', url: '/api/v1/profile', headers: mariaHeaders })).statusCode).toBe(401);
    expect((await send(STAFF, 'POST', path(API.reactivation, { clientId: acme, userId: mariaId }))).json().status).toBe('active');
    const audited = await auditRows(t.server, `POST ${API.deactivation}`);
    expect(audited.some((row) => row.clientId === acme && row.outcome === 'success')).toBe(true);
  });
});

describe('grants and switches', () => {
  it("grants and revokes a contact's grant and says what the contact will see", async () => {
    const mariaId = (await get(STAFF, path(API.client, { clientId: acme }))).json().contacts.find((c: { email: string }) => c.email === MARIA).id;
    const url = path(API.grant, { clientId: acme, userId: mariaId, name: 'ClientCenter.AllDocsOnly' });
    const granted = (await send(STAFF, 'PUT', url, { on: true })).json();
    expect(granted.grants).toEqual(['ClientCenter.AllDocsOnly']);
    expect(granted.sees).not.toContain('documentsTree');
    expect(granted.sees).not.toContain('dashboards');
    const revoked = (await send(STAFF, 'PUT', url, { on: false })).json();
    expect(revoked.grants).toEqual([]);
    expect(revoked.sees).toContain('dashboards');
    expect((await send(STAFF, 'PUT', url.replace('ClientCenter.AllDocsOnly', 'Platform.DefaultStaff'), { on: true })).statusCode).toBe(400);
  });

  it("keeps the firm's switches to its administrators", async () => {
    const url = path(API.firmSwitch, { clientId: acme, name: 'ClientCenterHideTasks' });
    const on = (await send(STAFF, 'PUT', url, { on: true })).json();
    expect(on.switches).toContain('ClientCenterHideTasks');
    expect(on.contacts[0].sees).not.toContain('tasks');
    expect((await send(STAFF, 'PUT', url, { on: false })).json().switches).not.toContain('ClientCenterHideTasks');
    await t.server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', STAFF).execute();
    try {
      expect((await send(STAFF, 'PUT', url, { on: true })).json().code).toBe('FIRM_ADMIN_ONLY');
    } finally {
      await t.server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', STAFF).execute();
    }
  });
});
