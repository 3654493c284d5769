import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { API, apiPath } from '@portico/contract/api-paths';
import { PORTAL_CONFIG_ELEMENT_ID } from '@portico/contract/portal-config';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let maria: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.headersFor('maria@acme.example');
});
afterAll(async () => { await server.stop(); });

describe('process and portal', () => {
  it('answers health without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: API.health });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('says the portal is not built while dist is missing, and serves it once built', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/documents' });
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toContain('npx rollup -c');

    const dist = server.ctx.config.distDir;
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>P</title></head><body></body></html>');
    const page = await server.app.inject({ method: 'GET', url: '/documents/folder/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const json = new RegExp(`<script id="${PORTAL_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(page.body)![1]!;
    expect(JSON.parse(json)).toMatchObject({ variant: 'us', version: server.ctx.config.version });
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect(page.headers['referrer-policy']).toBeDefined();

    expect((await server.app.inject({ method: 'GET', url: '/assets/missing-file.js' })).statusCode).toBe(404);
    // An unknown API path is no page of the portal: 401 without a session, 404 with one.
    expect((await server.app.inject({ method: 'GET', url: '/api/nothing/here' })).statusCode).toBe(401);
    const api404 = await server.app.inject({ method: 'GET', url: '/api/nothing/here', headers: maria });
    expect(api404.statusCode).toBe(404);
    expect(api404.json().code).toBe('NOT_FOUND');
  });

  it("allows the page's own inline first-paint rules by hash, and no other inline style", async () => {
    const css = '.boot-splash{display:grid}';
    fs.mkdirSync(server.ctx.config.distDir, { recursive: true });
    fs.writeFileSync(path.join(server.ctx.config.distDir, 'index.html'), `<html><head><style>${css}</style></head><body></body></html>`);
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const styleSrc = /style-src ([^;]*)/.exec(page.headers['content-security-policy'] as string)![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(styleSrc).toEqual(["'self'", hash]);
    // An answer that is not the page keeps the plain policy.
    const api = await server.app.inject({ method: 'GET', url: API.health });
    expect(api.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('caches hashed chunks for a year (the static server needs dist at start)', async () => {
    const dataDir = server.dataDir;
    const dist = path.join(dataDir, 'dist2');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head></html>');
    fs.writeFileSync(path.join(dist, 'main-AbCd1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    const other = await startTestServer({ config: { distDir: dist } });
    try {
      const chunk = await other.app.inject({ method: 'GET', url: '/main-AbCd1234.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await other.app.inject({ method: 'GET', url: '/robots.txt' })).headers['cache-control']).toBe('no-cache');
      const index = await other.app.inject({ method: 'GET', url: '/index.html' });
      expect(index.body).toContain(PORTAL_CONFIG_ELEMENT_ID);
    } finally {
      await other.stop();
    }
  });

  it('gives every kind of answer the same security headers: an API call, a refusal, a 404, a bad request, the OpenAPI', async () => {
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: API.health }),
      server.app.inject({ method: 'GET', url: API.clients }),
      server.app.inject({ method: 'GET', url: '/api/nothing/here', headers: maria }),
      server.app.inject({ method: 'GET', url: `${API.clients}?pageSize=nope`, headers: maria }),
      server.app.inject({ method: 'GET', url: API.openApi }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400, 200]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: API.openApi })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/documents/v1/clients/{clientId}/uploads', '/api/clients/v1/clients', '/api/security/v1/session',
    ]));
    expect(doc.paths['/api/documents/v1/clients/{clientId}/trash'].post.responses['4XX'] ?? doc.paths['/api/documents/v1/clients/{clientId}/trash'].post.responses['4xx']).toBeDefined();
  });
});

describe('input rules', () => {
  it('rejects unknown properties, wrong types and non-JSON bodies with stable codes', async () => {
    const [clientId] = await server.clientIdsOf('maria@acme.example');
    const url = apiPath('trash', { clientId: clientId! });
    const unknown = await server.app.inject({ method: 'POST', url, headers: maria, payload: { documentIds: ['a'], extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
    expect(unknown.json().errors[0].reason).toContain('extra');
    const form = await server.app.inject({ method: 'POST', url, headers: { ...maria, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'documentIds=a' });
    expect(form.statusCode).toBe(415);
    const big = await server.app.inject({ method: 'POST', url, headers: { ...maria, 'content-type': 'application/json' }, payload: JSON.stringify({ documentIds: ['a'], pad: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

});

describe('account calls', () => {
  it('pages and searches clients, with nicknames on request', async () => {
    const carlos = await server.headersFor('carlos@multi.example');
    const page = (await server.app.inject({ method: 'GET', url: `${API.clients}?pageSize=25&pageNum=2`, headers: carlos })).json();
    expect(page).toMatchObject({ total: 40, currentItemCount: 15, totalPages: 2 });
    const search = (await server.app.inject({ method: 'GET', url: `${API.clients}?searchTerm=nsl&includeNickname=true`, headers: carlos })).json();
    expect(search.clients).toEqual([expect.objectContaining({ name: 'Northstar Logistics', displayAs: 'Northstar Logistics (NSL)', initials: 'NL' })]);
    const wildcard = (await server.app.inject({ method: 'GET', url: `${API.clients}?searchTerm=%25`, headers: carlos })).json();
    expect(wildcard.total).toBe(0);
  });

  it('gives joao Brazilian clients with valid CNPJs', async () => {
    const joao = await server.headersFor('joao@contabil.example');
    const { clients } = (await server.app.inject({ method: 'GET', url: API.clients, headers: joao })).json();
    expect(clients).toHaveLength(3);
    const valid = (cnpj: string) => {
      const d = [...cnpj].map(Number);
      const dv = (n: number, w: number[]) => { const r = w.reduce((s, x, i) => s + x * d[i]!, 0) % 11; return r < 2 ? 0 : 11 - r; };
      return dv(12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[12] && dv(13, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[13];
    };
    for (const c of clients) expect([c.cnpj, valid(c.cnpj)]).toEqual([c.cnpj, true]);
  });

  it('reads and saves the profile and language, and reads the contact', async () => {
    const profile = (await server.app.inject({ method: 'GET', url: API.profileMe, headers: maria })).json();
    expect(profile).toMatchObject({ email: 'maria@acme.example', language: 'en-us', isStaff: false, account: { companyName: 'Northwind Accounting' } });
    const saved = await server.app.inject({ method: 'PUT', url: API.profileMe, headers: maria, payload: { firstName: 'María', lastName: 'López' } });
    expect(saved.json().firstName).toBe('María');
    const lang = await server.app.inject({ method: 'PUT', url: apiPath('userLanguage', { prismGuid: profile.id }), headers: maria, payload: { language: 'pt-br' } });
    expect(lang.json()).toEqual({ language: 'pt-br' });
    const bad = await server.app.inject({ method: 'PUT', url: apiPath('userLanguage', { prismGuid: profile.id }), headers: maria, payload: { language: 'xx-yy' } });
    expect(bad.json().code).toBe('LANGUAGE_NOT_SUPPORTED');
    const contact = (await server.app.inject({ method: 'GET', url: apiPath('contact', { companyId: 1001, contactId: profile.account.contactId }), headers: maria })).json();
    expect(contact).toMatchObject({ fullName: 'María López', emailAddresses: [{ emailAddress: 'maria@acme.example', isPrimary: true }] });
    const carlos = await server.headersFor('carlos@multi.example');
    expect((await server.app.inject({ method: 'GET', url: apiPath('contact', { companyId: 1001, contactId: profile.account.contactId }), headers: carlos })).statusCode).toBe(404);
    const accounts = (await server.app.inject({ method: 'GET', url: `${API.accounts}?active=true`, headers: maria })).json();
    expect(accounts.accounts).toEqual([expect.objectContaining({ companyId: 1001, contactId: profile.account.contactId, active: true })]);
  });

  it('serves the theme publicly with defaults and the derived translucent colour', async () => {
    const theme = (await server.app.inject({ method: 'GET', url: apiPath('theme', { companyId: 3001 }) })).json();
    expect(theme.colors).toEqual({ headerFillColor: '#003565', headerTextColor: '#FFFFFF', buttonFillColor: '#003565', buttonTextColor: '#FFFFFF', translucentColor: 'rgba(0, 53, 101, 0.1)' });
    expect(theme.loginBackground).toBe('clouds');
    const logo = await server.app.inject({ method: 'GET', url: `${apiPath('theme', { companyId: 1001 })}/logo` });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body.startsWith('<svg')).toBe(true);
  });

  it('gives the logo\'s size with the theme, and preloads and shows while loading the logo of the firm the browser last showed', async () => {
    const theme = (await server.app.inject({ method: 'GET', url: apiPath('theme', { companyId: 1001 }) })).json();
    const logo = await server.app.inject({ method: 'GET', url: theme.headerImage });
    const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(logo.body)!;
    expect(theme.headerImageSize).toEqual({ width: Number(width), height: Number(height) });

    fs.mkdirSync(server.ctx.config.distDir, { recursive: true });
    fs.writeFileSync(path.join(server.ctx.config.distDir, 'index.html'), '<html><head><title>P</title></head><body><div id="root"><!--portico:splash--></div></body></html>');
    const page = (cookie?: string) => server.app.inject({ method: 'GET', url: '/documents', headers: cookie ? { cookie } : {} });
    const hint = `<link rel="preload" as="image" href="${theme.headerImage}" fetchpriority="high" />`;
    expect((await page(`lang=pt; bmTheme=1001`)).body).toContain(hint);
    // The firm's colours from the first paint, as the portal will set them (theme-colors.ts), allowed by the CSP.
    const colours = /<style>(:root \{[^<]*--portico-header-fill: #[0-9a-f]{6};[^<]*\})<\/style>/i.exec((await page('bmTheme=1001')).body)?.[1];
    expect(colours).toBeDefined();
    expect((await page('bmTheme=1001')).headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(colours!).digest('base64')}'`);
    expect((await page()).body).not.toContain('<style>');
    expect((await page('bmTheme=1001')).body).toContain(`<img class="boot-logo" src="${theme.headerImage}" width="${width}" height="${height}" alt="${theme.companyName}" />`);
    expect((await page()).body).not.toContain('rel="preload" as="image"');
    expect((await page()).body).not.toContain('boot-logo');
    expect((await page()).body).not.toContain('portico:splash');
    // A firm without a logo gets its name in the loading state and no hint; a cookie that is no firm id, nothing.
    const noLogo = (await page('bmTheme=3001')).body;
    expect(noLogo).not.toContain('rel="preload" as="image"');
    expect(noLogo).toMatch(/<p class="boot-firm">[^<]+<\/p>/);
    expect((await page('bmTheme=1001x')).body).not.toContain('rel="preload" as="image"');
    expect((await page('bmTheme=1001x')).body).not.toContain('boot-firm');
  });

  it('lists flags and runs the terms check and acceptance', async () => {
    const carlos = await server.headersFor('carlos@multi.example');
    const { flags } = (await server.app.inject({ method: 'GET', url: API.flags, headers: carlos })).json();
    expect(flags.find((f: { id: string }) => f.id === 'invoiceTask').value).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: API.termsCheck, headers: carlos })).json()).toEqual({ intercepted: true, terms: true, signatory: false });
    const text = (await server.app.inject({ method: 'GET', url: API.termsText, headers: carlos })).json();
    expect((await server.app.inject({ method: 'POST', url: API.termsAccept, headers: carlos, payload: { version: 'old' } })).statusCode).toBe(409);
    await server.app.inject({ method: 'POST', url: API.termsAccept, headers: carlos, payload: { version: text.version } });
    expect((await server.app.inject({ method: 'GET', url: API.termsCheck, headers: carlos })).json().signatory).toBe(true);
  });

  it('lets staff open a preview of maria that reads as maria', async () => {
    const staff = await server.headersFor('staff@firm.example');
    const prismGuid = await server.userId('maria@acme.example');
    const started = await server.app.inject({ method: 'POST', url: API.emulations, headers: staff, payload: { prismGuid } });
    expect(started.statusCode).toBe(201);
    const preview = { authorization: `UDSLongToken ${started.json().tokenValue}` };
    const session = (await server.app.inject({ method: 'GET', url: API.session, headers: preview })).json();
    expect(session.meta).toMatchObject({ EmailAddress: 'staff@firm.example', EmulateePrismGuid: prismGuid });
    const profile = (await server.app.inject({ method: 'GET', url: API.profileMe, headers: preview })).json();
    expect(profile.email).toBe('maria@acme.example');
    expect(profile.impersonatorContactId).not.toBeNull();
    const notStaff = await server.app.inject({ method: 'POST', url: API.emulations, headers: maria, payload: { prismGuid } });
    expect(notStaff.json().code).toBe('STAFF_ONLY');
  });
});

describe('sign-in protection', () => {
  it('rate-limits the preview sign-in call with 429 and Retry-After', async () => {
    const staff = await server.headersFor('staff@firm.example');
    const prismGuid = await server.userId('maria@acme.example');
    let last;
    for (let i = 0; i < 31; i++) {
      last = await server.app.inject({ method: 'POST', url: API.emulations, headers: staff, payload: { prismGuid } });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
