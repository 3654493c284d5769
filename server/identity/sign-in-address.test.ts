import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import type { LongTokenResponse, OidcLoginResponse, SignInTokenResponse } from '@portico/contract/identity';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { freePort } from '@portico/test/support/free-port';
import { HttpSession } from './http-session';
import { configuredSecrets } from '../testing/configured-secrets';

let server: TestServer;
let port: number;
/** The configured public URL says localhost; the browser opens the portal at 127.0.0.1. */
let configured: string;

beforeAll(async () => {
  port = await freePort();
  configured = `http://localhost:${port}`;
  server = await startTestServer({ config: { publicUrl: configured, port } });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => server?.stop());

/** POST oidc/login as the portal page at `origin` sends it, through the Host header the browser used there. */
async function startAt(origin: string, options: { host?: string; lang?: string } = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: API.oidcLogin,
    headers: { 'content-type': 'application/json', host: options.host ?? new URL(origin).host },
    payload: { type: 'ClientCenter', sp: 'ClientCenter', lang: options.lang ?? 'en-us', redirectUri: `${origin}/auth` },
  });
  return { status: res.statusCode, headers: res.headers, json: () => res.json() as OidcLoginResponse };
}

describe('sign-in opened at another address than the public URL', () => {
  it('at a loopback spelling of the configured address, the browser continues there and signs in', async () => {
    const start = await startAt(`http://127.0.0.1:${port}`);
    expect(start.status).toBe(200);
    const { location } = start.json();
    expect(location).toBe(`${configured}/auth`);
    expect(start.headers['set-cookie']).toBeUndefined();

    // The portal's /auth page at the configured address starts the sign-in again, and it goes through.
    const browser = new HttpSession(configured);
    const again = await browser.request(API.oidcLogin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: location }),
    });
    expect(again.status).toBe(200);
    const page = await browser.follow(((await again.json()) as OidcLoginResponse).location);
    expect(page.url.origin).toBe(configured);
    const action = /<form method="post" action="([^"]+)"/.exec(await page.response.text())![1]!;
    const submitted = await browser.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'maria@acme.example', password: DEMO_PASSWORD }).toString(),
    }, (next) => next.pathname === '/auth');
    expect(submitted.url.origin).toBe(configured);
    const query = new URLSearchParams(['code', 'state', 'iss'].map((k) => [k, submitted.url.searchParams.get(k)!]));
    const finish = await browser.request(`${API.oidcAuthCodeSession}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(finish.status).toBe(200);
    const { tokenValue } = (await finish.json()) as SignInTokenResponse;
    const long = (await (await browser.request(API.longTokens, {
      method: 'POST', headers: { authorization: `Bearer ${tokenValue}` },
    })).json()) as LongTokenResponse;
    const session = await browser.request(API.session, { headers: { authorization: authorizationHeader(long.tokenValue) } });
    expect(session.status).toBe(200);
  });

  it('[::1] with the same port continues at the configured address too', async () => {
    const start = await startAt(`http://[::1]:${port}`, { host: `[::1]:${port}` });
    expect(start.status).toBe(200);
    expect(start.json().location).toBe(`${configured}/auth`);
  });

  it('at another host (a LAN address) the browser is told, in its language, which address to use', async () => {
    const lan = `http://192.168.1.50:${port}`;
    const start = await startAt(lan, { host: `192.168.1.50:${port}`, lang: 'pt-br' });
    expect(start.status).toBe(200);
    const { location } = start.json();
    expect(location).toMatch(/^\/oidc\/address\?/);
    const page = await fetch(`http://127.0.0.1:${port}${location}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="pt-br"');
    expect(html).toContain(`Só é possível entrar em ${configured}/.`);
    expect(html).toContain(`<a href="${configured}/">`);
    expect(html).toContain('data-code="SIGN_IN_WRONG_ADDRESS"');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)|\sstyle=/);
  });

  it('a loopback address with another port is another address', async () => {
    const other = `http://127.0.0.1:${port + 1}`;
    const start = await startAt(other, { host: `127.0.0.1:${port + 1}` });
    expect(start.json().location).toMatch(/^\/oidc\/address\?/);
  });

  it('still refuses a redirect URI on a host this request did not come through', async () => {
    expect((await startAt('https://evil.example', { host: `127.0.0.1:${port}` })).status).toBe(400);
    const res = await server.app.inject({
      method: 'POST', url: API.oidcLogin, headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json' },
      payload: { type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `http://127.0.0.1:${port}/elsewhere` },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('a loopback spelling is not redirected: the page names the public address', async () => {
    const prod = await startTestServer({ config: { publicUrl: 'https://portal.example.com', production: true, demoData: true, ...await configuredSecrets() } });
    try {
      const res = await prod.app.inject({
        method: 'POST', url: API.oidcLogin, headers: { host: 'localhost:8080', 'content-type': 'application/json' },
        payload: { type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: 'http://localhost:8080/auth' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().location).toMatch(/^\/oidc\/address\?/);
      const page = await prod.app.inject({ method: 'GET', url: res.json().location });
      expect(page.body).toContain('Signing in works only at https://portal.example.com/.');
    } finally {
      await prod.stop();
    }
  });
});
