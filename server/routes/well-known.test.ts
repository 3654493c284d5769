import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { appLinksFromEnv } from './well-known';
import { SIMULATOR_COOKIE, SIMULATOR_PATH } from './mobile-host-simulator';
import { configuredSecrets } from '../testing/configured-secrets';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('/.well-known app-link files', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await server?.stop();
    server = undefined;
  });

  it('are public, application/json (apple-app-site-association without an extension), and valid empty documents by default', async () => {
    server = await startTestServer({ seed: false });
    const aasa = await server.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(aasa.statusCode).toBe(200);
    expect(aasa.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(aasa.json()).toEqual({ applinks: { details: [] }, webcredentials: { apps: [] } });
    const assetLinks = await server.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(assetLinks.statusCode).toBe(200);
    expect(assetLinks.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(assetLinks.json()).toEqual([]);
    expect(server.routes.entries.filter((r) => r.method === 'GET' && r.url.startsWith('/.well-known/')).map((r) => r.access)).toEqual(['public', 'public']);
  });

  it('name the apps the environment configures, claiming the host paths', async () => {
    vi.stubEnv('PORTICO_IOS_APP_IDS', 'ABCDE12345.com.firm.portal');
    vi.stubEnv('PORTICO_ANDROID_APPS', `com.firm.portal=${FINGERPRINT.toLowerCase()}`);
    server = await startTestServer({ seed: false });
    const aasa = (await server.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' })).json();
    expect(aasa).toEqual({
      applinks: { details: [{ appIDs: ['ABCDE12345.com.firm.portal'], components: [{ '/': '/mobile' }, { '/': '/mobile/*' }] }] },
      webcredentials: { apps: ['ABCDE12345.com.firm.portal'] },
    });
    const assetLinks = (await server.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' })).json();
    expect(assetLinks).toEqual([{
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: 'com.firm.portal', sha256_cert_fingerprints: [FINGERPRINT] },
    }]);
  });

  it('refuse a malformed configuration by name instead of publishing a file the platforms would ignore', () => {
    expect(() => appLinksFromEnv({ PORTICO_IOS_APP_IDS: 'com.firm.portal' })).toThrow(/PORTICO_IOS_APP_IDS: "com.firm.portal"/);
    expect(() => appLinksFromEnv({ PORTICO_ANDROID_APPS: 'portal=AB:CD' })).toThrow(/"portal" is not an Android package/);
    expect(() => appLinksFromEnv({ PORTICO_ANDROID_APPS: 'com.firm.portal=AB:CD' })).toThrow(/com.firm.portal needs SHA-256/);
    expect(appLinksFromEnv({})).toEqual({ iosAppIds: [], androidApps: [] });
  });

  it('leave any other /.well-known/{link} to the portal (the mobile links page)', async () => {
    server = await startTestServer({ seed: false });
    fs.mkdirSync(server.ctx.config.distDir, { recursive: true });
    fs.writeFileSync(path.join(server.ctx.config.distDir, 'index.html'), '<!doctype html><html><head></head><body>portal</body></html>');
    const page = await server.app.inject({ method: 'GET', url: '/.well-known/change-password' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('portal');
  });
});

describe('the mobile host simulator', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const portalPage = async (s: TestServer, headers: Record<string, string> = {}) => {
    fs.mkdirSync(s.ctx.config.distDir, { recursive: true });
    fs.writeFileSync(path.join(s.ctx.config.distDir, 'index.html'), '<!doctype html><html><head></head><body>portal</body></html>');
    return s.app.inject({ method: 'GET', url: '/mobile', headers });
  };
  const SIMULATED = { cookie: `theme=1; ${SIMULATOR_COOKIE}=1` };

  it('is served in development with its script and styles, and lets the portal be framed by its own origin in that browser only', async () => {
    server = await startTestServer({ seed: false });
    const page = await server.app.inject({ method: 'GET', url: SIMULATOR_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<iframe id="portal"');
    expect(page.headers['set-cookie']).toBe(`${SIMULATOR_COOKIE}=1; Path=/; HttpOnly; SameSite=Strict`);
    expect((await server.app.inject({ method: 'GET', url: `${SIMULATOR_PATH}/simulator.js` })).headers['content-type']).toContain('text/javascript');
    expect((await server.app.inject({ method: 'GET', url: `${SIMULATOR_PATH}/simulator.css` })).headers['content-type']).toContain('text/css');

    const framed = await portalPage(server, SIMULATED);
    expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    const lookalike = await portalPage(server, { cookie: `x${SIMULATOR_COOKIE}=1` });
    expect(lookalike.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(lookalike.headers['x-frame-options']).toBe('DENY');
    const plain = await portalPage(server);
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('does not exist in production, where no portal page may be framed', async () => {
    server = await startTestServer({ seed: false, config: { production: true, publicUrl: 'https://portal.example', ...await configuredSecrets() } });
    const page = await portalPage(server);
    expect(page.body).not.toContain('simulator');
    const simulator = await server.app.inject({ method: 'GET', url: SIMULATOR_PATH });
    expect(simulator.body).not.toContain('Mobile host simulator');
    expect((await server.app.inject({ method: 'GET', url: `${SIMULATOR_PATH}/simulator.js` })).statusCode).toBe(404);
    const framed = await portalPage(server, SIMULATED);
    expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(framed.headers['x-frame-options']).toBe('DENY');
  });
});
