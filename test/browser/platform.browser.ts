import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SQLITE_FILE } from '@portico/server/db/database';
import { DEFAULT_COLORS } from '@portico/core/theme/theme-colors';
import { seriousViolations } from './axe';
import { prewarmServer, type BrowserSuite, type Preparation, type RunningServer, type ServerDeclaration, type ServerOptions } from './harness';

const JOAO = 'joao@contabil.example';
const WIDTHS = [1280, 390] as const;

/** The demo's accounts have visited before; forgetting that makes joao a first-time visitor again. */
function forgetWelcome(server: RunningServer, email: string): void {
  const db = new SQLite(join(server.dataDir, SQLITE_FILE));
  try {
    db.prepare('DELETE FROM core_welcome_seen WHERE user_id = (SELECT id FROM users WHERE email = ?)').run(email);
  } finally {
    db.close();
  }
}

/**
 * A development build (NODE_ENV=development) in a folder of its own, for the server that serves it. Built here
 * each run (a stale one would name features the current registry.json does not match), unless PORTICO_DEV_DIST
 * names one the caller built.
 */
const DEV_DIST = process.env.PORTICO_DEV_DIST ?? `${process.env.PORTICO_DIST ?? 'dist'}-development`;

async function buildDevelopment(): Promise<void> {
  if (process.env.PORTICO_DEV_DIST && existsSync(`${DEV_DIST}/index.html`)) return;
  const build = spawn('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development', PORTICO_DIST: DEV_DIST } });
  const status = await new Promise((resolve, reject) => build.on('error', reject).on('close', resolve));
  if (status !== 0) throw new Error(`the development build exited with ${status}`);
}

/** The server of the development build. */
const DEV_SERVER: ServerOptions = { variant: 'us', env: { PORTICO_DIST: DEV_DIST } };

let developmentBuild: Promise<void> | undefined;
/**
 * The development build, and then its server, started ahead by the runner (Preparation, harness.ts): the test
 * awaits the same build, and its startServer takes that server (stopped after the file if it did not).
 */
export const prepare: Preparation = () => (developmentBuild ??= buildDevelopment().then(() => prewarmServer(DEV_SERVER, basename(import.meta.filename))));

/** The page's service worker registrations (asked once <html data-service-worker> says the set-up ended). */
async function registrations(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? ''));
}

async function signedInContext(browser: Browser, signIn: (page: Page) => Promise<void>, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.locator('main#main').waitFor();
  return { context, page };
}

/** The servers its startServer calls start, in order (started ahead; harness.ts); not the development build's, built by its test first. */
export const servers: ServerDeclaration = [{ variant: 'br' }, { variant: 'br', tls: true }];

const suite: BrowserSuite = async ({ browser, baseUrl, startServer, signIn, test, artifactsDir }) => {
  const br = await startServer({ variant: 'br' });

  await test('the welcome dialog greets a first visit once, at 1280 and 390 px', async () => {
    for (const width of WIDTHS) {
      forgetWelcome(br, JOAO);
      const { context, page } = await signedInContext(browser, (p) => signIn(p, JOAO, undefined, br.baseUrl), width);
      assert.ok(!page.url().includes('/diagnostics'), 'sign-in lands on an area of the navigation, not the diagnostic page');
      const dialog = page.getByRole('dialog', { name: /Olá, João/ });
      await dialog.waitFor();
      assert.deepEqual(await seriousViolations(page, '[role="dialog"]'), []);
      const box = (await dialog.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= width, `the dialog fits in ${width} px`);
      await page.screenshot({ path: join(artifactsDir, `platform-welcome-${width}.png`) });
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/welcome/v1/me' && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Começar' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal((await saved).status(), 200, 'the dismissal is saved');
      await context.close();
      // Another browser, the same person: remembered on the server.
      const again = await signedInContext(browser, (p) => signIn(p, JOAO, undefined, br.baseUrl), width);
      await again.page.waitForLoadState('networkidle');
      assert.equal(await again.page.getByRole('dialog', { name: /Olá/ }).count(), 0, 'not shown twice');
      await again.context.close();
    }
  });

  await test('the diagnostic page opens from the account menu and passes its checks, at 1280 and 390 px', async () => {
    for (const width of WIDTHS) {
      const { context, page } = await signedInContext(browser, (p) => signIn(p, JOAO, undefined, br.baseUrl), width);
      await page.getByRole('button', { name: /Menu da conta/ }).click();
      await page.getByRole('link', { name: 'Diagnóstico' }).click();
      await page.waitForURL(`${br.baseUrl}/diagnostics`);
      await page.getByRole('heading', { name: 'Diagnóstico', level: 1 }).waitFor();
      await page.getByText('Está tudo certo.').waitFor();
      for (const check of ['Navegador', 'Conexão', 'Relógio', 'Armazenamento']) {
        const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: check }) });
        assert.equal(await item.getByRole('img', { name: 'Aprovado' }).count(), 1, `${check} passed`);
      }
      assert.deepEqual(await seriousViolations(page, 'main'), []);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width} px`);
      await page.screenshot({ path: join(artifactsDir, `platform-diagnostics-${width}.png`), fullPage: true });
      await context.close();
    }
  });

  await test('ClientCenterHideDiagnosticTool (maria\'s firm) hides the link and the page', async () => {
    const { context, page } = await signedInContext(browser, (p) => signIn(p, 'maria@acme.example'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Diagnostics' }).count(), 0);
    await page.goto(`${baseUrl}/diagnostics`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('heading', { name: 'Diagnostics' }).count(), 0);
    await context.close();
  });

  await test('in both variants "/" goes to home and an unknown path to /notfound (spec 000 §2); /home opens the dashboard', async () => {
    const variants = [
      { origin: baseUrl, email: 'maria@acme.example', dashboard: 'Dashboard', notFound: 'Page not found' },
      { origin: br.baseUrl, email: JOAO, dashboard: 'Painel', notFound: 'Página não encontrada' },
    ];
    for (const { origin, email, dashboard, notFound } of variants) {
      const { context, page } = await signedInContext(browser, (p) => signIn(p, email, undefined, origin === baseUrl ? undefined : origin));
      await page.goto(`${origin}/`);
      await page.waitForURL(`${origin}/home`);
      await page.getByRole('heading', { name: dashboard, level: 1 }).waitFor({ state: 'attached' });
      await page.goto(`${origin}/no-such-page/here`);
      await page.waitForURL(`${origin}/notfound`);
      await page.getByRole('heading', { name: notFound, level: 1 }).waitFor();
      await page.goto(`${origin}/home`);
      await page.getByRole('heading', { name: dashboard, level: 1 }).waitFor({ state: 'attached' });
      assert.equal(new URL(page.url()).pathname, '/home', `${email}: /home stays /home`);
      await context.close();
    }
  });

  await test('the loading state paints styled while the stylesheet is on its way, and the portal waits for it', async () => {
    // No service worker: it would answer the stylesheet from its cache, past the hold below.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, 'maria@acme.example');
    const blocked: string[] = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) blocked.push(message.text()); });
    // The signed-in page's own start-up requests end before the new load is measured.
    await page.locator('main#main').waitFor();
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await context.route(/\/assets\/[^/]+\.css$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${baseUrl}/documents`, { waitUntil: 'commit' });
    // Counted from the new document's commit: a request the previous page sent while leaving is not this load's.
    const apiCalls: string[] = [];
    page.on('request', (request) => { if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url()); });
    const splash = page.locator('.boot-splash');
    await splash.waitFor();
    assert.equal(await splash.evaluate((el) => getComputedStyle(el).display), 'grid', 'the splash is laid out by the inline rules');
    const spinner = page.locator('.boot-splash .spinner');
    assert.equal(await spinner.evaluate((el) => getComputedStyle(el).animationName), 'spinner-appear, spinner-spin');
    await page.locator('.boot-logo').waitFor();
    const buttonFill = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portico-button-fill').trim());
    const firstPaintFill = await buttonFill();
    assert.notEqual(firstPaintFill, DEFAULT_COLORS.buttonFillColor, 'the firm\'s colours from the first paint, not the default blue');
    await page.screenshot({ path: join(artifactsDir, 'platform-first-paint-390.png') });
    // Time for the entry to arrive and, were it not waiting for the stylesheet, to ask for the session.
    await page.waitForTimeout(1500);
    assert.equal(await spinner.evaluate((el) => getComputedStyle(el).opacity), '1', 'a wait past 0.8 s shows the spinner');
    assert.deepEqual(apiCalls.filter((url) => !url.includes('/theme/')), [], 'the portal starts only once its stylesheet is here');
    assert.equal(await page.locator('main').count(), 0);
    release();
    await page.locator('main#main').waitFor();
    assert.equal(await page.locator('.shell-header-upper').evaluate((el) => getComputedStyle(el).display), 'flex', 'the shell is styled');
    assert.equal(await buttonFill(), firstPaintFill, 'the portal\'s theme wears the colours the first paint showed');
    assert.deepEqual(blocked, [], 'the CSP allows the page\'s inline rules');
    await context.close();
  });

  await test('a production build registers the service worker; the sign-in set the UserAuthentication cookie', async () => {
    const { context, page } = await signedInContext(browser, (p) => signIn(p, 'maria@acme.example'));
    const cookie = (await context.cookies(baseUrl)).find((c) => c.name === 'UserAuthentication');
    const sessionId = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('tr-session-info') ?? '{}') as { meta?: { SessionId?: string } }).meta?.SessionId);
    assert.ok(sessionId, 'a session is stored');
    assert.equal(cookie?.value, sessionId, 'the cookie names the session');
    assert.equal(cookie?.sameSite, 'Strict');
    assert.equal(cookie?.path, '/');
    // Registered once the first screen has loaded and the page has gone quiet (core/platform/page-settled.ts).
    await page.locator('html[data-service-worker="registered"]').waitFor({ state: 'attached' });
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
    // Signed out: the provider's logout, or the portal's signed-out page.
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/') || url.pathname === '/auth' || url.pathname === '/auth/signed-out');
    assert.ok(!(await context.cookies(baseUrl)).some((c) => c.name === 'UserAuthentication'), 'cleared at sign-out');

    await context.setOffline(true);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('alert').filter({ hasText: 'The sign-in could not be started' }).waitFor();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  await test('given a certificate, the portal is served over HTTPS with HTTP/2: sign-in, every request, a Secure cookie, the service worker', async () => {
    const secure = await startServer({ variant: 'br', tls: true });
    assert.match(secure.baseUrl, /^https:/);
    const { context, page } = await signedInContext(browser, (p) => signIn(p, JOAO, undefined, secure.baseUrl));
    const protocols = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((entry) => `${(entry as PerformanceResourceTiming).nextHopProtocol} ${new URL(entry.name).pathname}`));
    assert.ok(protocols.some((p) => p.includes('/api/security/v1/session')), 'the portal\'s own requests are listed');
    assert.deepEqual(protocols.filter((p) => !p.startsWith('h2 ')), [], 'the page and all its requests came over HTTP/2');
    const cookie = (await context.cookies(secure.baseUrl)).find((c) => c.name === 'UserAuthentication');
    assert.equal(cookie?.secure, true, 'the session cookie is Secure over https');
    await page.locator('html[data-service-worker="registered"]').waitFor({ state: 'attached' });
    assert.deepEqual(await registrations(page), [`${secure.baseUrl}/sw.js`]);
    await context.close();
  });

  await test('a development build registers no service worker', async () => {
    await prepare();
    const dev = await startServer(DEV_SERVER);
    const { context, page } = await signedInContext(browser, (p) => signIn(p, 'maria@acme.example', undefined, dev.baseUrl));
    await page.locator('html[data-service-worker="unregistered"]').waitFor({ state: 'attached' });
    assert.deepEqual(await registrations(page), []);
    const worker = await page.request.get(`${dev.baseUrl}/sw.js`);
    assert.equal(worker.status(), 404, 'a development build has no worker to register');
    await context.close();
  });
};

export default suite;
