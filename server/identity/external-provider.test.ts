import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import { API } from '@portico/contract/api-paths';
import type { ErrorBody } from '@portico/contract/errors';
import type { OidcLoginResponse } from '@portico/contract/identity';
import { startTestServer, type TestServer } from '../testing/test-server';
import { freePort } from '@portico/test/support/free-port';
import { HttpSession } from './http-session';

/**
 * The portal against a firm's identity provider (ISSUER_URL): a separate oidc-provider whose subjects are not
 * portal user ids, so an account can only be found by e-mail, and only when the provider vouches for it.
 */
const SUBJECTS: Record<string, Record<string, unknown>> = {
  'ext-verified': { email: 'maria@acme.example', email_verified: true },
  'ext-unverified': { email: 'maria@acme.example', email_verified: false },
  'ext-unsaid': { email: 'maria@acme.example' },
  'ext-string': { email: 'maria@acme.example', email_verified: 'true' },
};
const CLIENT_SECRET = 'external-client-secret-0123456789abcdef';

/**
 * The provider's end-session page, as many firms' providers behave (Keycloak, Entra ID): a request naming the
 * session by the ID token the provider issued (id_token_hint, which oidc-provider has verified by now) is carried
 * out at once by a self-submitting form; any other asks the user to confirm.
 */
function endSessionPage(ctx: { body?: unknown; oidc: { params?: Record<string, unknown> } }, form: string) {
  ctx.body = ctx.oidc.params?.id_token_hint
    ? `<!doctype html><body data-page="signing-out">${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}`
      + '<script>document.forms[0].submit()</script></body>'
    : `<!doctype html><body data-page="confirm-sign-out"><p>Do you want to sign out?</p>${form}</body>`;
}

let server: TestServer;
let idp: http.Server;
let base: string;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  const [port, idpPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  const issuer = `http://127.0.0.1:${idpPort}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [{
      client_id: 'portico-external', client_secret: CLIENT_SECRET, redirect_uris: [`${base}/auth`],
      post_logout_redirect_uris: [`${base}/auth`, `${base}/auth/signed-out`],
      response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'ext' }] },
    pkce: { required: () => true },
    features: { rpInitiatedLogout: { logoutSource: endSessionPage } },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx: unknown, sub: string) => (SUBJECTS[sub] ? { accountId: sub, claims: () => ({ sub, ...SUBJECTS[sub] }) } : undefined),
    loadExistingGrant: async (ctx: { oidc: { client?: { clientId: string }; session?: { accountId?: string }; provider: Provider } }) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  idp = http.createServer(provider.callback());
  await new Promise<void>((resolve) => idp.listen(idpPort, '127.0.0.1', resolve));

  for (const key of ['ISSUER_URL', 'CLIENT_ID', 'CLIENT_SECRET']) saved[key] = process.env[key];
  Object.assign(process.env, { ISSUER_URL: issuer, CLIENT_ID: 'portico-external', CLIENT_SECRET });
  server = await startTestServer({ config: { publicUrl: base, port } });
  await server.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await server?.stop();
  await new Promise((resolve) => idp?.close(resolve));
});

/** Signs in at the external provider as `subject` (its development login form) and finishes at the portal. */
async function signInAs(subject: string, browser = new HttpSession(base)) {
  const start = await browser.request(API.oidcLogin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${base}/auth` }),
  });
  expect(start.status).toBe(200);
  const page = await browser.follow(((await start.json()) as OidcLoginResponse).location);
  expect(page.url.pathname).toMatch(/^\/interaction\//);
  const back = await browser.follow(page.url.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login: subject, password: 'any' }).toString(),
  }, (next) => next.pathname === '/auth');
  expect(back.url.origin).toBe(base);
  const query = new URLSearchParams(['code', 'state', 'iss'].map((k) => [k, back.url.searchParams.get(k)!]));
  return browser.request(`${API.oidcAuthCodeSession}?${query}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('an external identity provider', () => {
  it('opens the account whose e-mail the provider says it verified', async () => {
    const res = await signInAs('ext-verified');
    expect(res.status).toBe(200);
  });

  it('matches no account by an e-mail whose email_verified is false, missing or not the boolean true', async () => {
    for (const subject of ['ext-unverified', 'ext-unsaid', 'ext-string']) {
      const res = await signInAs(subject);
      expect([subject, res.status]).toEqual([subject, 403]);
      expect(((await res.json()) as ErrorBody).errors?.map((e) => e.reason)).toEqual(['USER_NOT_FOUND']);
    }
  });
});

describe('sign-out through an external identity provider', () => {
  const signOut = (browser: HttpSession) => browser.request(API.oidcLogout, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ returnTo: `${base}/auth/signed-out` }),
  });
  /** Where starting a sign-in takes the browser: straight back to the portal while the provider's session lives. */
  const signInLandsOn = async (browser: HttpSession) => {
    const start = await browser.request(API.oidcLogin, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${base}/auth` }),
    });
    return (await browser.follow(((await start.json()) as OidcLoginResponse).location, {}, (next) => next.pathname === '/auth')).url.pathname;
  };

  it('keeps the ID token server-side and sends it as id_token_hint, so the provider signs out in one step', async () => {
    const browser = new HttpSession(base);
    const finished = await signInAs('ext-verified', browser);
    expect(finished.status).toBe(200);
    // The ID token is in the database with the sign-in, and nowhere the browser can read it.
    const kept = await server.ctx.db.selectFrom('signInCodes').select(['codeHash', 'idToken']).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const idToken = kept.idToken!;
    expect(idToken.split('.')).toHaveLength(3);
    expect(JSON.stringify(await finished.json())).not.toContain(idToken);
    expect(browser.cookieHeader()).not.toContain(idToken);
    expect(browser.cookie('portico_idp_signin')).toBeDefined();
    expect(await signInLandsOn(browser)).toBe('/auth');

    const answer = await signOut(browser);
    expect(answer.status).toBe(200);
    const endSession = new URL(((await answer.json()) as { location: string }).location);
    expect(Object.fromEntries(endSession.searchParams)).toEqual({
      id_token_hint: idToken, post_logout_redirect_uri: `${base}/auth/signed-out`, client_id: 'portico-external',
    });
    // Used once: the reference is cleared in the browser and the token forgotten here.
    expect(browser.cookie('portico_idp_signin')).toBeUndefined();
    expect((await server.ctx.db.selectFrom('signInCodes').select('idToken').where('codeHash', '=', kept.codeHash).executeTakeFirstOrThrow()).idToken).toBeNull();

    // The provider verifies the hint and ends its session at once (its page submits itself), back on the signed-out screen.
    const page = await browser.request(endSession.href);
    const html = await page.text();
    expect([page.status, /data-page="([^"]+)"/.exec(html)?.[1]]).toEqual([200, 'signing-out']);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]));
    const back = await browser.follow(new URL(action, endSession).href, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
    }, (next) => next.origin === base);
    expect(back.url.href).toBe(`${base}/auth/signed-out`);
    expect(await signInLandsOn(browser)).toMatch(/^\/interaction\//);
  });

  it('without a sign-in of this browser it answers the end-session URL without a hint (the provider then asks)', async () => {
    const browser = new HttpSession(base);
    expect((await signInAs('ext-verified', browser)).status).toBe(200);
    await signOut(browser);
    const again = new URL(((await (await signOut(browser)).json()) as { location: string }).location);
    expect(again.searchParams.has('id_token_hint')).toBe(false);
    expect(again.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/auth/signed-out`);
    const forged = await new HttpSession(base).request(API.oidcLogout, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: 'portico_idp_signin=forged' },
      body: JSON.stringify({ returnTo: `${base}/auth/signed-out` }),
    });
    expect(new URL(((await forged.json()) as { location: string }).location).searchParams.has('id_token_hint')).toBe(false);
    expect(/data-page="([^"]+)"/.exec(await (await browser.request(again.href)).text())?.[1]).toBe('confirm-sign-out');
  });
});
