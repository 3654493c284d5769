import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import type { ErrorBody } from '@portico/contract/errors';
import type { LongTokenResponse, OidcLoginResponse, SignInTokenResponse } from '@portico/contract/identity';
import type { SessionResponse } from '@portico/contract/session';
import { startListeningTestServer, type TestServer } from '../testing/test-server';
import { openProviderSignIn } from '../testing/provider-sign-in';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { HttpSession } from './http-session';

let server: TestServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startListeningTestServer());
});
afterAll(() => server?.stop());

interface Callback { code: string; state: string; iss: string | null }

/** The browser's part: start, the provider's page, the password, back to /auth with code and state. */
async function authorize(browser: HttpSession, email: string, password = DEMO_PASSWORD) {
  const start = await browser.request(API.oidcLogin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${base}/auth` }),
  });
  expect(start.status).toBe(200);
  const { location } = (await start.json()) as OidcLoginResponse;
  const page = await browser.follow(location);
  expect(page.url.pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const submitted = await browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  }, (next) => next.pathname === '/auth');
  return { submitted, action };
}

function callbackOf(url: URL): Callback {
  return { code: url.searchParams.get('code')!, state: url.searchParams.get('state')!, iss: url.searchParams.get('iss') };
}

function finish(browser: HttpSession, callback: Callback) {
  const query = new URLSearchParams({ code: callback.code, state: callback.state, ...(callback.iss ? { iss: callback.iss } : {}) });
  return browser.request(`${API.oidcAuthCodeSession}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function signIn(email: string) {
  const browser = new HttpSession(base);
  const { submitted } = await authorize(browser, email);
  expect(submitted.url.pathname).toBe('/auth');
  return { browser, callback: callbackOf(submitted.url) };
}

describe('OpenID Connect sign-in against the embedded provider', () => {
  it('signs maria in: code -> sign-in JWT -> long token -> session bindings', async () => {
    const { browser, callback } = await signIn('maria@acme.example');
    expect(callback.iss).toBe(`${base}/oidc`);
    const response = await finish(browser, callback);
    expect(response.status).toBe(200);
    const { tokenValue } = (await response.json()) as SignInTokenResponse;

    const exchanged = await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${tokenValue}` } });
    expect(exchanged.status).toBe(201);
    const long = (await exchanged.json()) as LongTokenResponse;
    const session = await fetch(`${base}${API.session}`, { headers: { authorization: authorizationHeader(long.tokenValue) } });
    expect(session.status).toBe(200);
    const info = (await session.json()) as SessionResponse;
    expect(info.meta.EmailAddress).toBe('maria@acme.example');
    expect(info.meta.EmulateePrismGuid).toBeNull();

    // The sign-in JWT is single use.
    const again = await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${tokenValue}` } });
    expect(again.status).toBe(401);
  });

  it('a wrong password stays on the provider page with an error', async () => {
    const browser = new HttpSession(base);
    const { submitted, action } = await authorize(browser, 'maria@acme.example', 'wrong-password');
    expect(submitted.response.status).toBe(200);
    expect(submitted.url.pathname).toBe(action);
    const html = await submitted.response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The email address or password is not correct.');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)|\sstyle=/);
  });

  it('mfa@ gets MFA_AUTHENTICATION_REQUIRED with a Location', async () => {
    const { browser, callback } = await signIn('mfa@acme.example');
    const response = await finish(browser, callback);
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBe(`${base}/oidc/mfa-setup`);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors?.map((e) => e.reason)).toEqual(['MFA_AUTHENTICATION_REQUIRED']);
  });

  it('locked@ gets FIRM_LOCKED_OUT', async () => {
    const { browser, callback } = await signIn('locked@locked.example');
    const response = await finish(browser, callback);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).errors?.map((e) => e.reason)).toEqual(['FIRM_LOCKED_OUT']);
  });

  it('refuses a reused authorization code', async () => {
    const { browser, callback } = await signIn('maria@acme.example');
    const transaction = browser.cookie('portico_signin')!;
    expect((await finish(browser, callback)).status).toBe(200);
    // Replay with the very same transaction cookie: the provider refuses the code it already redeemed.
    const replay = await fetch(`${base}${API.oidcAuthCodeSession}?${new URLSearchParams({ code: callback.code, state: callback.state, iss: callback.iss! })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `portico_signin=${transaction}` },
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as ErrorBody).errors?.map((e) => e.reason)).toEqual(['SIGN_IN_CODE_INVALID']);
  });

  it('a replayed authorization code revokes the session its first use opened (RFC 6749 §4.1.2)', async () => {
    const { browser, callback } = await signIn('maria@acme.example');
    const transaction = browser.cookie('portico_signin')!;
    const first = await finish(browser, callback);
    const { tokenValue } = (await first.json()) as SignInTokenResponse;
    const long = (await (await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${tokenValue}` } }))
      .json()) as LongTokenResponse;
    const headers = { authorization: authorizationHeader(long.tokenValue) };
    // A long token minted from that session (the mobile hand-over) belongs to the same sign-in.
    const jwt = (await (await fetch(`${base}${API.jwt}`, { method: 'POST', headers })).json()) as SignInTokenResponse;
    const handedOver = (await (await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${jwt.tokenValue}` } }))
      .json()) as LongTokenResponse;
    expect((await fetch(`${base}${API.session}`, { headers })).status).toBe(200);

    // Replayed, with the browser's own transaction cookie and without it: refused, and the first session ends.
    for (const cookie of [`portico_signin=${transaction}`, '']) {
      const replay = await fetch(`${base}${API.oidcAuthCodeSession}?${new URLSearchParams({ code: callback.code, state: callback.state, iss: callback.iss! })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      });
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as ErrorBody).errors?.map((e) => e.reason)).toEqual(['SIGN_IN_CODE_INVALID']);
    }
    for (const token of [long.tokenValue, handedOver.tokenValue]) {
      const after = await fetch(`${base}${API.session}`, { headers: { authorization: authorizationHeader(token) } });
      expect(after.status).toBe(401);
      expect(((await after.json()) as ErrorBody).code).toBe('SESSION_REVOKED');
    }
    // Only the hash of the code is kept.
    const stored = await server.ctx.db.selectFrom('signInCodes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(callback.code);
  });

  it('a code replayed before its sign-in JWT was exchanged leaves that JWT unable to open a session', async () => {
    const { browser, callback } = await signIn('maria@acme.example');
    const { tokenValue } = (await (await finish(browser, callback)).json()) as SignInTokenResponse;
    const replay = await finish(new HttpSession(base), callback);
    expect(replay.status).toBe(400);
    const exchanged = await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${tokenValue}` } });
    expect(exchanged.status).toBe(401);
    expect(((await exchanged.json()) as ErrorBody).code).toBe('SIGN_IN_CODE_INVALID');
  });

  it('of two concurrent uses of one code, one is refused and the other cannot open a session', async () => {
    const { browser, callback } = await signIn('maria@acme.example');
    const cookie = `portico_signin=${browser.cookie('portico_signin')!}`;
    const query = new URLSearchParams({ code: callback.code, state: callback.state, iss: callback.iss! });
    const use = () => fetch(`${base}${API.oidcAuthCodeSession}?${query}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    const answers = await Promise.all([use(), use()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const { tokenValue } = (await answers.find((a) => a.status === 200)!.json()) as SignInTokenResponse;
    const exchanged = await fetch(`${base}${API.longTokens}`, { method: 'POST', headers: { authorization: `Bearer ${tokenValue}` } });
    expect(exchanged.status).toBe(401);
  });

  it('a disabled account cannot sign in on the provider page', async () => {
    const userId = await server.userId('mfa@acme.example');
    await server.ctx.db.updateTable('users').set({ disabledAt: new Date().toISOString() }).where('id', '=', userId).execute();
    try {
      const browser = new HttpSession(base);
      const { submitted } = await authorize(browser, 'mfa@acme.example');
      expect(submitted.response.status).toBe(200);
      expect(await submitted.response.text()).toContain('data-code="INVALID_CREDENTIALS"');
    } finally {
      await server.ctx.db.updateTable('users').set({ disabledAt: null }).where('id', '=', userId).execute();
    }
  });

  it('refuses a wrong state, and a callback without the browser transaction', async () => {
    const { browser, callback } = await signIn('maria@acme.example');
    const wrong = await finish(browser, { ...callback, state: `${callback.state}x` });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).errors?.map((e) => e.reason)).toEqual(['SIGN_IN_STATE_INVALID']);

    const { callback: other } = await signIn('maria@acme.example');
    const stranger = await finish(new HttpSession(base), other);
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as ErrorBody).code).toBe('SIGN_IN_STATE_INVALID');
  });

  it('refuses a redirectUri that is not the portal /auth page', async () => {
    const response = await fetch(`${base}${API.oidcLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: 'https://evil.example/auth' }),
    });
    expect(response.status).toBe(400);
  });
});
