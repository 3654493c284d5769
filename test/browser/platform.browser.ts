import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BrowserSuite } from './harness';

/** A development build (NODE_ENV=development) in a folder of its own, for the server that serves it. */
const DEV_DIST = process.env.PORTICO_DEV_DIST ?? `${process.env.PORTICO_DIST ?? 'dist'}-development`;

function buildDevelopment(): void {
  if (process.env.PORTICO_SKIP_BUILD === '1' && existsSync(`${DEV_DIST}/index.html`)) return;
  execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', PORTICO_DIST: DEV_DIST } });
}

/** The page's service worker registrations once the portal had time to start it (after the first paint). */
async function registrations(page: Page): Promise<string[]> {
  await page.waitForTimeout(1500);
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? ''));
}

async function signedInContext(browser: Browser, signIn: (page: Page) => Promise<void>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.locator('main#main').waitFor();
  return { context, page };
}

const suite: BrowserSuite = async ({ browser, baseUrl, startServer, signIn, test }) => {
  await test('a production build registers the service worker; the sign-in set the UserAuthentication cookie', async () => {
    const { context, page } = await signedInContext(browser, (p) => signIn(p, 'maria@acme.example'));
    const cookie = (await context.cookies(baseUrl)).find((c) => c.name === 'UserAuthentication');
    const sessionId = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('tr-session-info') ?? '{}') as { meta?: { SessionId?: string } }).meta?.SessionId);
    assert.ok(sessionId, 'a session is stored');
    assert.equal(cookie?.value, sessionId, 'the cookie names the session');
    assert.equal(cookie?.sameSite, 'Strict');
    assert.equal(cookie?.path, '/');
    assert.deepEqual(await registrations(page), [`${baseUrl}/sw.js`]);
    await context.close();
  });

  await test('a second load of the production build works offline up to the sign-in screen', async () => {
    const { context, page } = await signedInContext(browser, (p) => signIn(p, 'maria@acme.example'));
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // The worker has taken over this page (clients.claim) and cached the shell at install.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('portico-'))!);
      return { names, shell: Boolean(await cache.match('/index.html')), api: (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/api/')).length };
    });
    assert.equal(cached.names.filter((n) => n.startsWith('portico-')).length, 1, 'one version cached');
    assert.ok(cached.shell, 'the app shell is cached');
    assert.equal(cached.api, 0, 'no API answer is cached');
    await page.getByRole('button', { name: /maria|account/i }).first().click();
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    assert.ok(!(await context.cookies(baseUrl)).some((c) => c.name === 'UserAuthentication'), 'cleared at sign-out');

    await context.setOffline(true);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('alert').filter({ hasText: 'The sign-in could not be started' }).waitFor();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  await test('a development build registers no service worker', async () => {
    buildDevelopment();
    const dev = await startServer({ variant: 'us', env: { PORTICO_DIST: DEV_DIST } });
    const { context, page } = await signedInContext(browser, (p) => signIn(p, 'maria@acme.example', undefined, dev.baseUrl));
    assert.deepEqual(await registrations(page), []);
    const worker = await page.request.get(`${dev.baseUrl}/sw.js`);
    assert.equal(worker.status(), 404, 'a development build has no worker to register');
    await context.close();
  });
};

export default suite;
