import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { OidcLoginResponse } from '@portico/contract/identity';
import { securityHeaders } from '../http/security';
import { startListeningTestServer, type TestServer } from '../testing/test-server';
import { HttpSession } from './http-session';

let server: TestServer;
let base: string;

beforeAll(async () => {
  ({ server, base } = await startListeningTestServer());
});
afterAll(() => server?.stop());

/** The security headers of an answer: the names security.ts defines, as this answer carries them. */
const securityHeadersOf = (response: Response) =>
  Object.fromEntries(Object.keys(securityHeaders(false)).map((name) => [name, response.headers.get(name)]));

async function signInPage(): Promise<Response> {
  const browser = new HttpSession(base);
  const start = await browser.request(API.oidcLogin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${base}/auth` }),
  });
  return (await browser.follow(((await start.json()) as OidcLoginResponse).location)).response;
}

describe("the embedded identity provider's own answers", () => {
  it('carry the same security headers as the portal: discovery, JWKS, an error page, the sign-in page', async () => {
    const portal = securityHeadersOf(await fetch(`${base}${API.health}`));
    // The one definition, as the portal sends it: CSP, HSTS, nosniff, Referrer-Policy, COOP among them.
    expect(portal).toEqual(securityHeaders(false));
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect([name, portal[name]]).not.toEqual([name, undefined]);
    }

    const answers: Array<[string, Response]> = [
      ['discovery', await fetch(`${base}/oidc/.well-known/openid-configuration`)],
      ['jwks', await fetch(`${base}/oidc/jwks`)],
      ['error page', await fetch(`${base}/oidc/auth?client_id=no-such-client&response_type=code&scope=openid`)],
      ['sign-in page', await signInPage()],
    ];
    expect(answers.map(([what, res]) => [what, res.status, res.headers.get('content-type')?.split(';')[0]])).toEqual([
      ['discovery', 200, 'application/json'],
      ['jwks', 200, 'application/jwk-set+json'],
      ['error page', 400, 'text/html'],
      ['sign-in page', 200, 'text/html'],
    ]);
    for (const [what, res] of answers) expect([what, securityHeadersOf(res)]).toEqual([what, portal]);
  });

  it('open discovery and JWKS to other origins without credentials, and nothing else', async () => {
    const headers = { origin: 'https://elsewhere.example' };
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const res = await fetch(`${base}${path}`, { headers });
      expect([path, res.headers.get('access-control-allow-origin'), res.headers.get('access-control-allow-credentials')])
        .toEqual([path, '*', null]);
    }
    const error = await fetch(`${base}/oidc/auth?client_id=no-such-client&response_type=code&scope=openid`, { headers });
    expect([...error.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
