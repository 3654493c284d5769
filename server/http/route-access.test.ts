import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteModule } from './context';
import { isWrite } from './guards';
import type { RouteEntry } from './route-table';
import { startTestServer, type TestServer } from '../testing/test-server';

// A route added later by a plugin of a plugin, declaring nothing: it must need a session like any other.
const PROBE_URL = '/api/probe/v1/clients/:clientId/things/:thingId';
const probe: RouteModule = async (app) => {
  await app.register(async (inner) => {
    inner.post(PROBE_URL, { schema: { hide: true } }, async () => ({ done: true }));
    inner.get(PROBE_URL, { schema: { hide: true } }, async () => ({ done: true }));
  });
};

let server: TestServer;
let clientId: string;
let distDir: string;

beforeAll(async () => {
  // With a built portal, its static route answers every GET it can: no spelling of an API path may land there.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // The br variant serves every feature (br extends us), so every feature's routes are walked too.
  server = await startTestServer({ config: { distDir, variant: 'br' }, routes: [probe] });
  clientId = (await server.clientIdsOf('maria@acme.example'))[0]!;
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** The route's path with its parameters filled: a real client of maria's, placeholders elsewhere. */
const concrete = (url: string) => url
  .replace(':clientId', clientId)
  .replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000001' : 'x'))
  .replace('*', 'x');

/** Other spellings of the same path that a router or a proxy may treat as equal. */
function spellings(pathname: string): Record<string, string> {
  const segments = pathname.split('/');
  return {
    literal: pathname,
    'percent-encoded letters': segments.map((s) => (/^[a-z]/i.test(s) ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s)).join('/'),
    'double slash inside': pathname.replace(/^\/api\//, '/api//'),
    'double slash first': `/${pathname}`,
    'dot segment': pathname.replace(/^\/api\//, '/api/./'),
    'trailing slash': `${pathname}/`,
    'upper case': pathname.replace(/^\/api\//, '/API/'),
  };
}

const nonPublic = () => server.routes.entries.filter((r) => r.access !== 'public');
const requestOf = (route: RouteEntry, url: string) => ({
  method: route.method as 'GET',
  url,
  ...(isWrite(route.method) ? { payload: {}, headers: { 'content-type': 'application/json' } } : {}),
});

describe('route access is decided by the matched route', () => {
  it("walks Fastify's own route table, routes added by a plugin included", () => {
    const urls = server.routes.entries.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain(`POST ${PROBE_URL}`);
    expect(urls).toContain('GET /api/clients/v1/clients');
    expect(nonPublic().length).toBeGreaterThan(60);
    // Public is a short, deliberate list: nothing under /api that names a client.
    for (const r of server.routes.entries.filter((e) => e.access === 'public')) expect(r.url).not.toContain(':clientId');
  });

  it('answers 401 without a session on every non-public route, under every spelling of its path', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of nonPublic()) {
      for (const [spelling, url] of Object.entries(spellings(concrete(route.url)))) {
        const res = await server.app.inject(requestOf(route, url));
        checked += 1;
        if (res.statusCode !== 401) failures.push(`${route.method} ${url} (${spelling}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(nonPublic().length * 7);
  });

  it('refuses a write in a preview under every spelling, and audits each refusal by its route', async () => {
    const maria = await server.userId('maria@acme.example');
    const preview = await server.headersFor('staff@firm.example', { emulateeUserId: maria });
    const writes = nonPublic().filter((r) => isWrite(r.method) && !r.previewAllowed);
    expect(writes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of writes) {
      for (const [spelling, url] of Object.entries(spellings(concrete(route.url)))) {
        const auditOf = () => server.ctx.db.selectFrom('auditLog').select(['id', 'outcome'])
          .where('action', '=', `${route.method} ${route.url}`).execute();
        const before = new Set((await auditOf()).map((a) => a.id));
        const req = requestOf(route, url);
        const res = await server.app.inject({ ...req, headers: { ...req.headers, ...preview } });
        const audited = (await auditOf()).filter((a) => !before.has(a.id));
        const refusedByRoute = res.statusCode === 403 && res.json().code === 'PREVIEW_READ_ONLY' && audited.some((a) => a.outcome === 'refused');
        // A spelling the router does not match never reaches a handler: 404 or 405 after the session check.
        const unmatched = [404, 405].includes(res.statusCode) && audited.length === 0;
        if (!refusedByRoute && !unmatched) failures.push(`${route.method} ${url} (${spelling}) → ${res.statusCode}, audit ${audited.length}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the static fallback away from API paths however they are spelt', async () => {
    const maria = await server.headersFor('maria@acme.example');
    for (const url of ['/API/nothing', '/api/nothing/', '//api/nothing', '/%61pi/nothing', '/api%2Fnothing']) {
      const res = await server.app.inject({ method: 'GET', url, headers: maria });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'application/json; charset=utf-8']);
    }
    expect((await server.app.inject({ method: 'GET', url: '/documents' })).headers['content-type']).toContain('text/html');
  });

  it('answers a wrong method on an API path with 405 and Allow', async () => {
    const maria = await server.headersFor('maria@acme.example');
    const res = await server.app.inject({ method: 'DELETE', url: '/api/clients/v1/clients', headers: maria });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
    // Without a session the caller learns nothing, not even which methods exist.
    expect((await server.app.inject({ method: 'DELETE', url: '/api/clients/v1/clients' })).statusCode).toBe(401);
  });

  it('refuses to register a public route that names a client', async () => {
    const bad: RouteModule = (app) => { app.get('/api/bad/v1/clients/:clientId', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({})); };
    await expect(startTestServer({ routes: [bad] })).rejects.toThrow(/names a client and cannot be public/);
  });
});
