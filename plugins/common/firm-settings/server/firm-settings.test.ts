import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type DemoTestServer, EQUIPE, MARIA, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { API } from '@portico/contract/api-paths';
import { FIRM_SETTINGS_API, type SupportSettings, type ThemeSettings, type ThemeSettingsInput } from '../contract';

const NORTHWIND = 1001;
const HORIZONTE = 2001;
const THEME: ThemeSettingsInput = {
  colors: { headerFillColor: '#5A189A', headerTextColor: '#FFFFFF', buttonFillColor: '#14532D', buttonTextColor: '#FFFFFF' },
  withLogo: false, headerLine1: 'Northwind & Co', loginBackground: 'plain', loginPageText: 'Questions? Call us on 555 0100.',
  logoutUrl: 'https://northwind.example/goodbye',
};
/** A 2×1 PNG: the signature and an IHDR chunk are all the server reads of it. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from([0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0])]);

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us', { features: ['common.firm-settings', 'common.support', 'common.documents'] }); });
afterAll(async () => { await t.server.stop(); });

const put = (email: string, url: string, payload: object) => t.call(email, { method: 'PUT', url, payload });
const publicTheme = async (firmId: number) => (await t.server.app.inject({ method: 'GET', url: API.theme.replace(':companyId', String(firmId)) })).json();
const asRole = async <T>(role: 'staff' | 'administrator', run: () => Promise<T>) => {
  await t.server.ctx.db.updateTable('users').set({ staffRole: role }).where('email', '=', STAFF).execute();
  try { return await run(); } finally {
    await t.server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', STAFF).execute();
  }
};

describe('firm settings: who may change them', () => {
  it("refuses staff of the role 'staff' (FIRM_ADMIN_ONLY) and clients (STAFF_ONLY), reading or writing", async () => {
    const refused = await asRole('staff', async () => [
      await t.call(STAFF, { method: 'GET', url: FIRM_SETTINGS_API.theme }), await put(STAFF, FIRM_SETTINGS_API.theme, THEME),
      await put(STAFF, FIRM_SETTINGS_API.support, { chatUrl: null, chatHours: null, emails: {} }),
    ]);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([[403, 'FIRM_ADMIN_ONLY'], [403, 'FIRM_ADMIN_ONLY'], [403, 'FIRM_ADMIN_ONLY']]);
    const client = await put(MARIA, FIRM_SETTINGS_API.theme, THEME);
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    expect((await t.server.app.inject({ method: 'PUT', url: FIRM_SETTINGS_API.theme, payload: THEME })).statusCode).toBe(401);
  });

  it("changes only the administrator's own firm: Northwind's cannot reach Horizonte's, and each write is audited with its actor", async () => {
    const horizonteBefore = await publicTheme(HORIZONTE);
    const saved = await put(STAFF, FIRM_SETTINGS_API.theme, THEME);
    expect(saved.statusCode).toBe(200);
    expect(await publicTheme(HORIZONTE)).toEqual(horizonteBefore);
    const equipe = (await t.call(EQUIPE, { method: 'GET', url: FIRM_SETTINGS_API.theme })).json() as ThemeSettings;
    expect(equipe.headerLine1).toBe('Horizonte Contabilidade');
    const rows = await auditRows(t.server, `PUT ${FIRM_SETTINGS_API.theme}`);
    const staffId = (await t.server.ctx.db.selectFrom('users').select('id').where('email', '=', STAFF).executeTakeFirstOrThrow()).id;
    expect(rows.find((r) => r.statusCode === 200)).toMatchObject({ actorUserId: staffId, outcome: 'success' });
    expect(rows.filter((r) => r.statusCode === 403).length).toBeGreaterThanOrEqual(2);
  });
});

describe('firm settings: the theme', () => {
  it('is what the theme route and the sign-in page show once saved', async () => {
    await put(STAFF, FIRM_SETTINGS_API.theme, THEME);
    expect(await publicTheme(NORTHWIND)).toMatchObject({
      colors: { ...THEME.colors, translucentColor: 'rgba(20, 83, 45, 0.1)' },
      headerLine1: 'Northwind & Co', loginBackground: 'plain', loginPageText: THEME.loginPageText, logoutUrl: THEME.logoutUrl,
      headerImage: null, headerImageSize: null,
    });
    const css = (await t.server.app.inject({ method: 'GET', url: `/oidc/assets/brand/${NORTHWIND}.css` })).body;
    expect(css).toMatch(/--portico-header-fill: #5a189a;/i);
    expect(css).toMatch(/--portico-button-fill: #14532d;/i);
  });

  it('refuses colours that are not #RRGGBB and addresses that are not https, naming the field', async () => {
    const cases: Array<[Partial<ThemeSettingsInput>, string]> = [
      [{ colors: { ...THEME.colors, buttonFillColor: 'red' } }, 'body/colors/buttonFillColor'],
      [{ colors: { ...THEME.colors, headerTextColor: '#FFF' } }, 'body/colors/headerTextColor'],
      [{ logoutUrl: 'http://northwind.example/' }, 'body/logoutUrl'],
      [{ logoutUrl: 'javascript:alert(1)' }, 'body/logoutUrl'],
      [{ loginPageText: 'x'.repeat(501) }, 'body/loginPageText'],
    ];
    for (const [change, field] of cases) {
      const res = await put(STAFF, FIRM_SETTINGS_API.theme, { ...THEME, ...change });
      expect([res.statusCode, res.json().code], field).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.json().errors), field).toContain(field);
    }
  });

  it("keeps the variant's time zone until the firm sets one, which the portal then shows times on; refuses one the server does not know", async () => {
    await put(STAFF, FIRM_SETTINGS_API.theme, { ...THEME, timeZone: null });
    const before = (await t.call(STAFF, { method: 'GET', url: FIRM_SETTINGS_API.theme })).json() as ThemeSettings;
    expect([before.timeZone, before.defaultTimeZone]).toEqual([null, 'America/New_York']);
    expect((await publicTheme(NORTHWIND)).timeZone).toBe('America/New_York');

    expect((await put(STAFF, FIRM_SETTINGS_API.theme, { ...THEME, timeZone: 'America/Chicago' })).json()).toMatchObject({ timeZone: 'America/Chicago' });
    expect((await publicTheme(NORTHWIND)).timeZone).toBe('America/Chicago');
    // Absent: unchanged (a client of the contract before the zone existed).
    await put(STAFF, FIRM_SETTINGS_API.theme, THEME);
    expect((await publicTheme(NORTHWIND)).timeZone).toBe('America/Chicago');

    const unknown = await put(STAFF, FIRM_SETTINGS_API.theme, { ...THEME, timeZone: 'Mars/Olympus_Mons' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'TIME_ZONE_UNKNOWN']);
    const malformed = await put(STAFF, FIRM_SETTINGS_API.theme, { ...THEME, timeZone: '<script>' });
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await publicTheme(NORTHWIND)).timeZone).toBe('America/Chicago');
    await put(STAFF, FIRM_SETTINGS_API.theme, { ...THEME, timeZone: null });
  });

  it('takes a PNG logo, shows it in the header at 40 px high and serves it publicly; refuses bytes that are not the type named', async () => {
    const url = FIRM_SETTINGS_API.themeImage.replace(':slot', 'logo');
    const saved = await put(STAFF, url, { contentType: 'image/png', data: PNG.toString('base64') });
    expect(saved.statusCode).toBe(200);
    const logo = (saved.json() as ThemeSettings).logoImage!;
    expect([logo.width, logo.height]).toEqual([80, 40]);
    expect(await publicTheme(NORTHWIND)).toMatchObject({ headerImage: logo.url, headerImageSize: { width: 80, height: 40 } });
    const image = await t.server.app.inject({ method: 'GET', url: logo.url });
    expect([image.statusCode, image.headers['content-type'], image.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);

    const lie = await put(STAFF, url, { contentType: 'image/jpeg', data: PNG.toString('base64') });
    expect([lie.statusCode, lie.json().code]).toEqual([400, 'IMAGE_INVALID']);
    const big = await put(STAFF, url, { contentType: 'image/png', data: Buffer.alloc(300 * 1024).toString('base64') });
    expect([big.statusCode, big.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    const removed = await t.call(STAFF, { method: 'DELETE', url });
    expect((removed.json() as ThemeSettings).logoImage).toBeNull();
    expect((await t.server.app.inject({ method: 'GET', url: logo.url })).statusCode).toBe(404);
  });
});

describe('firm settings: limits', () => {
  it("lowers each client company's storage quota below the server's, which the uploads then keep; never above it", async () => {
    const server = t.server.ctx.config.clientQuotaBytes;
    expect((await t.call(STAFF, { method: 'GET', url: FIRM_SETTINGS_API.quotas })).json()).toEqual({ clientQuotaBytes: null, server: { clientQuotaBytes: server } });
    const above = await put(STAFF, FIRM_SETTINGS_API.quotas, { clientQuotaBytes: server + 1 });
    expect([above.statusCode, above.json().code]).toEqual([400, 'QUOTA_ABOVE_SERVER']);
    expect((await put(STAFF, FIRM_SETTINGS_API.quotas, { clientQuotaBytes: 2 * 1024 ** 2 })).statusCode).toBe(200);
    const constraints = API.uploadConstraints.replace(':clientId', t.mariaClients[0]!);
    expect((await t.call(MARIA, { method: 'GET', url: constraints })).json().quotaBytes).toBe(2 * 1024 ** 2);
    // Horizonte's clients keep the server's.
    const joaoConstraints = API.uploadConstraints.replace(':clientId', t.joaoClients[0]!);
    expect((await t.call('joao@contabil.example', { method: 'GET', url: joaoConstraints })).json().quotaBytes).toBe(server);
    await put(STAFF, FIRM_SETTINGS_API.quotas, { clientQuotaBytes: null });
    expect((await t.call(MARIA, { method: 'GET', url: constraints })).json().quotaBytes).toBe(server);
  });
});

describe('firm settings: support channels', () => {
  const SUPPORT: SupportSettings = {
    chatUrl: 'https://chat.northwind.example/start', chatHours: 'Mon–Fri 8AM–6PM ET',
    emails: { us: 'help@northwind.example', gb: 'uk@northwind.example', ca: null, nl: null, ar: null, br: null, in: null, au: null },
  };

  it("are what the firm's clients get, and no other firm's", async () => {
    expect((await put(STAFF, FIRM_SETTINGS_API.support, SUPPORT)).statusCode).toBe(200);
    expect((await t.call(STAFF, { method: 'GET', url: FIRM_SETTINGS_API.support })).json()).toEqual(SUPPORT);
    const channels = (await t.call(MARIA, { method: 'GET', url: '/api/support/v1/channels' })).json();
    expect(channels).toEqual({ chatUrl: SUPPORT.chatUrl, chatHours: SUPPORT.chatHours, emails: SUPPORT.emails });
    // Horizonte's clients are not Northwind's: they get none of it.
    const horizonte = (await t.call('joao@contabil.example', { method: 'GET', url: '/api/support/v1/channels' })).json();
    expect(JSON.stringify(horizonte)).not.toContain('northwind');
  });

  it('refuses an address that is not https and an e-mail that is not one, naming the field', async () => {
    for (const [change, field] of [
      [{ chatUrl: 'http://chat.northwind.example' }, 'body/chatUrl'],
      [{ emails: { ...SUPPORT.emails, ca: 'not-an-address' } }, 'body/emails/ca'],
    ] as const) {
      const res = await put(STAFF, FIRM_SETTINGS_API.support, { ...SUPPORT, ...change });
      expect([res.statusCode, res.json().code], field).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.json().errors), field).toContain(field);
    }
  });
});
