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
      response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'ext' }] },
    pkce: { required: () => true },
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
async function signInAs(subject: string) {
  const browser = new HttpSession(base);
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
