import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ config: { publicUrl: 'http://localhost:8080' } }); });
afterAll(() => server?.stop());

const ORIGIN = 'https://elsewhere.example';
type Method = 'GET' | 'POST' | 'OPTIONS';

async function call(method: Method, url: string, extra: Record<string, string> = {}) {
  const res = await server.app.inject({
    method, url, headers: { origin: ORIGIN, ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST' } : {}), ...extra },
    ...(method === 'POST' ? { payload: 'grant_type=authorization_code&code=x&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fauth',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...extra } } : {}),
  });
  const cors = Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('access-control-')));
  return { status: res.statusCode, cors };
}

describe('cross-origin answers of the embedded identity provider', () => {
  it('discovery and JWKS may be read from any origin, without credentials', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const get = await call('GET', path);
      expect([path, get.status, get.cors['access-control-allow-origin']]).toEqual([path, 200, '*']);
      const preflight = await call('OPTIONS', path, { 'access-control-request-method': 'GET' });
      expect([path, preflight.status, preflight.cors['access-control-allow-origin']]).toEqual([path, 204, '*']);
      expect(preflight.cors['access-control-allow-methods']).toBe('GET');
    }
  });

  it('the token, userinfo, authorization, end-session and interaction endpoints answer no other origin', async () => {
    const cases: Array<[Method, string]> = [
      ['OPTIONS', '/oidc/token'],
      ['POST', '/oidc/token'],
      ['OPTIONS', '/oidc/me'],
      ['GET', '/oidc/me'],
      ['GET', '/oidc/auth?client_id=portico-portal&response_type=code&scope=openid'],
      ['GET', '/oidc/session/end'],
      ['OPTIONS', '/oidc/session/end'],
      ['GET', '/oidc/interaction/unknown'],
      ['OPTIONS', '/oidc/interaction/unknown/login'],
      ['OPTIONS', API.oidcLogin],
      ['OPTIONS', API.longTokens],
    ];
    for (const [method, path] of cases) {
      const { status, cors } = await call(method, path);
      expect([method, path, cors]).toEqual([method, path, {}]);
      expect(status).toBeLessThan(500);
    }
  });

  it('never answers with Access-Control-Allow-Credentials', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/jwks', '/oidc/token', '/oidc/me', '/oidc/auth']) {
      for (const method of ['GET', 'POST', 'OPTIONS'] as const) {
        const { cors } = await call(method, path);
        expect([method, path, cors['access-control-allow-credentials']]).toEqual([method, path, undefined]);
      }
    }
  });
});
