import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, THEME_COOKIE } from '@portico/contract/api-paths';
import type { OidcLoginResponse } from '@portico/contract/identity';
import { contrastRatio } from '@portico/core/theme/theme-colors';
import { DEMO_FIRMS } from '../seed/demo-core';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startListeningTestServer, type TestServer } from '../testing/test-server';
import { brandingOf } from './branding';
import { HttpSession } from './http-session';
import { ResetTokens, RESET_TTL_MS } from './password-reset';

let server: TestServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startListeningTestServer());
});
afterAll(() => server?.stop());

/** The portal's start of a sign-in, then the provider's page, as a browser with these headers sees it. */
async function providerPage(browser: HttpSession, lang: string, headers: Record<string, string> = {}, extraCookie = '') {
  const start = await browser.request(API.oidcLogin, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang, redirectUri: `${base}/auth` }),
  });
  const { location } = (await start.json()) as OidcLoginResponse;
  // The provider's own redirects carry the browser's headers, as a browser sends them on every request.
  let url = new URL(location);
  let response = await browser.request(url.href, { headers });
  while (response.status >= 300 && response.status < 400) {
    url = new URL(response.headers.get('location')!, url);
    response = await browser.request(url.href, { headers });
  }
  // HttpSession sends its own cookies only; a cookie the portal set in the browser (its theme) is added by hand.
  const html = extraCookie
    ? await (await fetch(url, { headers: { ...headers, cookie: `${browser.cookieHeader()}; ${extraCookie}` } })).text()
    : await response.text();
  return { html, url, action: /<form method="post" action="([^"]+)"/.exec(html)?.[1] };
}

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
});

/** Signs in on the provider's page; true when it sent the browser back to the portal with a code. */
async function passwordWorks(email: string, password: string) {
  const browser = new HttpSession(base);
  const { action } = await providerPage(browser, 'en-us');
  const submitted = await browser.follow(action!, form({ email, password }), (next) => next.pathname === '/auth');
  return { ok: submitted.url.pathname === '/auth' && submitted.url.searchParams.has('code'), browser };
}

const outboxFor = (email: string) => server.ctx.db.selectFrom('outbox').selectAll()
  .where('recipients', '=', JSON.stringify([email])).orderBy('createdAt', 'desc').execute();

async function waitForMail(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const rows = await outboxFor(email);
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

describe('the sign-in page', () => {
  it("speaks the browser's language when the portal names none it knows, and the portal's otherwise", async () => {
    const browserOnly = await providerPage(new HttpSession(base), 'xx', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' });
    expect(browserOnly.html).toContain('<html lang="pt-br">');
    expect(browserOnly.html).toContain('<label for="password">Senha</label>');
    expect(browserOnly.html).toContain('Esqueceu a senha?');
    const portalWins = await providerPage(new HttpSession(base), 'fr-ca', { 'accept-language': 'pt-BR' });
    expect(portalWins.html).toContain('<html lang="fr-ca">');
  });

  it('carries no developer hint, labels every field and offers the password toggle and the reset', async () => {
    const { html } = await providerPage(new HttpSession(base), 'en-us');
    expect(html).not.toMatch(/README|development|demo/i);
    expect(html).toMatch(/<button type="button" class="show-password" aria-controls="password" aria-pressed="false" hidden>Show password<\/button>/);
    expect(html).toContain('href="/oidc/password/forgot?lang=en-us"');
    expect(html).toContain('data-invalid-message="Enter an email address like name@example.com."');
  });

  it("wears the firm's branding named by the theme cookie, its button readable at 4.5:1", async () => {
    const browser = new HttpSession(base);
    const { html } = await providerPage(browser, 'pt-br', {}, `${THEME_COOKIE}=${DEMO_FIRMS.horizonte}`);
    expect(html).toContain(`<link rel="stylesheet" href="/oidc/assets/brand/${DEMO_FIRMS.horizonte}.css">`);
    expect(html).toContain('<span class="firm-name">Horizonte Contabilidade</span>');
    const css = await (await fetch(`${base}/oidc/assets/brand/${DEMO_FIRMS.horizonte}.css`)).text();
    const fill = /--portico-button-fill: (#[0-9a-f]{6});/i.exec(css)![1]!;
    expect(fill.toLowerCase()).not.toBe('#e36f1e');
    expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const northwind = await providerPage(new HttpSession(base), 'en-us', {}, `${THEME_COOKIE}=${DEMO_FIRMS.northwind}`);
    expect(northwind.html).toMatch(/<img src="\/api\/theme\/v1\/companies\/\d+\/logo" width="\d+" height="40" alt="Northwind Accounting">/);
  });

  it("shows the firm's own sign-in text (as text), its background and its uploaded logo, as its administrators saved them", async () => {
    const firm = server.ctx.db.selectFrom('firms').select('theme').where('id', '=', DEMO_FIRMS.northwind);
    const before = (await firm.executeTakeFirstOrThrow()).theme;
    const logoImage = { url: '/api/firm-settings/v1/firms/1001/images/logo?v=1', width: 120, height: 40 };
    const saved = { ...JSON.parse(before), loginPageText: 'Open <b>9–5</b>', loginBackground: 'plain', logoImage };
    await server.ctx.db.updateTable('firms').set({ theme: JSON.stringify(saved) }).where('id', '=', DEMO_FIRMS.northwind).execute();
    try {
      const { html } = await providerPage(new HttpSession(base), 'en-us', {}, `${THEME_COOKIE}=${DEMO_FIRMS.northwind}`);
      expect(html).toContain('<p class="firm-text">Open &lt;b&gt;9–5&lt;/b&gt;</p>');
      expect(html).toContain('<body class="login-bg-plain">');
      expect(html).toContain(`<img src="${logoImage.url}" width="120" height="40" alt="Northwind Accounting">`);
    } finally {
      await server.ctx.db.updateTable('firms').set({ theme: before }).where('id', '=', DEMO_FIRMS.northwind).execute();
    }
  });

  it('reads the branding (name, logo) in one query, and none without a theme cookie or for an unknown firm', async () => {
    let queries = 0;
    const db = server.ctx.db.withPlugin({
      transformQuery: (args) => { queries += 1; return args.node; },
      transformResult: async (args) => args.result,
    });
    const branding = await brandingOf(db, String(DEMO_FIRMS.northwind));
    expect([queries, branding?.firmName, branding?.logo?.height]).toEqual([1, 'Northwind Accounting', 40]);
    expect(await brandingOf(db, '999999')).toBeUndefined();
    expect(await brandingOf(db, undefined)).toBeUndefined();
    expect(queries).toBe(2);
  });

  it('answers an empty or malformed form field by field, with aria-invalid, without counting an attempt', async () => {
    const browser = new HttpSession(base);
    const { action } = await providerPage(browser, 'pt-br');
    const response = await browser.request(action!, form({ email: 'joao@', password: '' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true" aria-describedby="email-error"/);
    expect(html).toContain('<p class="field-error" id="email-error">Informe um e-mail no formato nome@exemplo.com.br.</p>');
    expect(html).toContain('<p class="field-error" id="password-error">Informe a sua senha.</p>');
  });

  it('Back into a finished sign-in lands on the portal, not on an error', async () => {
    const browser = new HttpSession(base);
    const { action, url } = await providerPage(browser, 'en-us');
    await browser.follow(action!, form({ email: 'maria@acme.example', password: DEMO_PASSWORD }), (next) => next.pathname === '/auth');
    const back = await browser.request(url.href);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/');
  });
});

describe('forgot password', () => {
  it('mails a single-use link through the outbox; the new password signs in, the old one and the link no longer work', async () => {
    const email = 'carlos@multi.example';
    const browser = new HttpSession(base);
    const asked = await browser.request('/oidc/password/forgot', form({ email, lang: 'en-us' }));
    expect(asked.status).toBe(200);
    const [mail] = await waitForMail(email, 1);
    expect(mail!.subject).toBe('Choose a new Client Center password');
    const link = /(http:\/\/\S+\/oidc\/password\/reset\?\S+)/.exec(mail!.body)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const page = await browser.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('autocomplete="new-password"');

    const weak = await browser.request('/oidc/password/reset', form({ token, lang: 'en-us', password: 'short', confirm: 'short' }));
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Use at least 10 characters');
    const mismatch = await browser.request('/oidc/password/reset', form({ token, lang: 'en-us', password: 'Ledger-2026!x', confirm: 'Ledger-2026!y' }));
    expect(await mismatch.text()).toContain('The two passwords are not the same.');

    const done = await browser.request('/oidc/password/reset', form({ token, lang: 'en-us', password: 'Ledger-2026!x', confirm: 'Ledger-2026!x' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password is changed');

    expect((await passwordWorks(email, 'Ledger-2026!x')).ok).toBe(true);
    expect((await passwordWorks(email, DEMO_PASSWORD)).ok).toBe(false);
    const reused = await browser.request('/oidc/password/reset', form({ token, lang: 'en-us', password: 'Another-2026!', confirm: 'Another-2026!' }));
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain('This link no longer works');
    expect((await browser.request(link)).status).toBe(410);
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const known = await (await fetch(`${base}/oidc/password/forgot`, form({ email: 'maria@acme.example', lang: 'en-us' }))).text();
    const unknown = await (await fetch(`${base}/oidc/password/forgot`, form({ email: 'nobody@acme.example', lang: 'en-us' }))).text();
    expect(unknown.replaceAll('nobody@acme.example', 'X')).toBe(known.replaceAll('maria@acme.example', 'X'));
    await waitForMail('maria@acme.example', 1);
    expect(await outboxFor('nobody@acme.example')).toHaveLength(0);
  });

  it('sends an account at most three links in 15 minutes, answering the same each time, and limits an address', async () => {
    const email = 'joao@contabil.example';
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${base}/oidc/password/forgot`, form({ email, lang: 'pt-br' }));
      expect(response.status).toBe(200);
      answers.add(await response.text());
    }
    expect(answers.size).toBe(1);
    await waitForMail(email, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outboxFor(email)).toHaveLength(3);
    // This test's address has asked for links 8 times now; the 11th request within 15 minutes is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await fetch(`${base}/oidc/password/forgot`, form({ email: `someone${i}@acme.example`, lang: 'pt-br' }))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('refuses a token that is forged or expired', () => {
    let now = 1_000_000;
    const tokens = new ResetTokens(new Uint8Array(32).fill(7), () => now);
    const token = tokens.issue('user-1', 'hash');
    expect(tokens.read(token)?.userId).toBe('user-1');
    expect(tokens.read(`${token.split('.')[0]}.forged`)).toBeUndefined();
    expect(new ResetTokens(new Uint8Array(32).fill(8), () => now).read(token)).toBeUndefined();
    now += RESET_TTL_MS + 1;
    expect(tokens.read(token)).toBeUndefined();
  });
});

describe('one-step sign-out', () => {
  it("ends the provider's session without its confirmation page and answers the signed-out screen", async () => {
    const { ok, browser } = await passwordWorks('maria@acme.example', DEMO_PASSWORD);
    expect(ok).toBe(true);
    // With a live provider session, the provider's own end-session endpoint would ask for confirmation.
    expect(await (await browser.request('/oidc/session/end')).text()).toContain('op.logoutForm');
    const response = await browser.request(API.oidcLogout, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnTo: `${base}/auth/signed-out` }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ location: `${base}/auth/signed-out` });
    expect(browser.cookie('_session')).toBeUndefined();
    expect(await (await browser.request('/oidc/session/end')).text()).not.toContain('op.logoutForm');
  });

  it('refuses a return address outside the portal', async () => {
    const response = await fetch(`${base}${API.oidcLogout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnTo: 'https://evil.example/auth/signed-out' }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a return address that is no URL at all with a 400, not a 500 (found by the contract fuzz)', async () => {
    const returnTo = '\\\\\u001d~o"c';
    const query = await fetch(`${base}${API.oidcLogout}?${new URLSearchParams({ returnTo })}`);
    expect(query.status).toBe(400);
    const body = await fetch(`${base}${API.oidcLogout}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ returnTo }),
    });
    expect(body.status).toBe(400);
  });
});
