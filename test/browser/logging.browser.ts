import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page, Request } from 'playwright-core';
import { SQLITE_FILE } from '@portico/server/db/database';
import { seriousViolations } from './axe';
import type { BrowserSuite, RunningServer } from './harness';

const LOG_PATH = '/api/logging/v1/log';

interface ClientLogRow { event_id: string; type: string; description: string; logs: string }

/** The server's log store, read from its own database as the firm would. */
function clientLogs(server: RunningServer, where: string, ...params: unknown[]): ClientLogRow[] {
  const db = new SQLite(join(server.dataDir, SQLITE_FILE), { readonly: true });
  try {
    return db.prepare(`SELECT event_id, type, description, logs FROM client_logs WHERE ${where}`).all(...params) as ClientLogRow[];
  } finally {
    db.close();
  }
}

async function waitForRows(server: RunningServer, where: string, ...params: unknown[]): Promise<ClientLogRow[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = clientLogs(server, where, ...params);
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function freshPage(browser: Browser, width = 1280): Promise<Page> {
  // page.route does not see what a service worker answers (the production build caches hashed assets).
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  return context.newPage();
}

/** The chunk of an area plugin, from the build's plugin-chunks.json (feature id -> chunks). */
function chunkOf(featureId: string, name: RegExp): string {
  const chunks = JSON.parse(readFileSync(join(process.env.PORTICO_DIST ?? 'dist', 'plugin-chunks.json'), 'utf8')) as Record<string, string[]>;
  const chunk = (chunks[featureId] ?? []).find((file) => name.test(file));
  assert.ok(chunk, `a ${name} chunk of ${featureId} in the build`);
  return `/${chunk}`;
}

/**
 * Signs in and waits until what starts after sign-in has loaded (its chunk is fetched after the session),
 * so an error raised next is heard by the global hooks.
 */
async function signInAndStart(page: Page, signIn: (page: Page, email: string) => Promise<void>, email: string): Promise<void> {
  const started = page.waitForResponse((response) => /\/assets\/after-sign-in-[^/]+\.js$/.test(response.url()), { timeout: 60_000 });
  await signIn(page, email);
  await started;
  await page.waitForTimeout(300);
}

/** Presses Ctrl+Alt+D until the debug panel opens (the shortcut is live once its module has run). */
async function openDebugPanel(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Debug panel' });
  for (let attempt = 0; attempt < 20 && !(await dialog.isVisible()); attempt++) {
    await page.keyboard.press('Control+Alt+KeyD');
    await dialog.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await dialog.waitFor({ timeout: 5_000 });
  return dialog;
}

const suite: BrowserSuite = async ({ browser, baseUrl, server, signIn, test, artifactsDir }) => {
  const shot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `logging-${name}.png`) });

  await test('an area plugin that throws while rendering produces a frontEndException naming it in client_logs', async () => {
    const page = await freshPage(browser);
    // The documents area's code is replaced by a module whose component throws when it renders.
    const chunk = chunkOf('common.documents', /DocumentsArea-/);
    await page.route(`${baseUrl}${chunk}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export default function Broken() { throw new Error('logging test: the area exploded'); }",
      }),
    );
    await signInAndStart(page, signIn, 'maria@acme.example');
    await page.goto(`${baseUrl}/documents`);
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor().catch(async (error: unknown) => {
      await shot(page, 'broken-area-failure');
      throw error;
    });
    await shot(page, 'broken-area-1280');
    const rows = await waitForRows(server, "type = 'frontEndException' AND description LIKE ?", '%common.documents/area%exploded%');
    assert.equal(rows.length, 1, 'one exception row for the broken area');
    const [log] = JSON.parse(rows[0]!.logs) as Array<{ module: string; stack?: string }>;
    assert.equal(log!.module, 'plugin');
    assert.match(log!.stack ?? '', /the area exploded/);
    assert.match(rows[0]!.event_id, /^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    // The page views and the area's opening went to the same store.
    const analytics = await waitForRows(server, "type = 'featureUse' AND description = 'common.documents/area'");
    assert.ok(analytics.length >= 1, 'feature use recorded');
    await page.context().close();
  });

  await test('an uncaught error is logged with its module; a batch that fails to send is retried and arrives once', async () => {
    const page = await freshPage(browser);
    await signInAndStart(page, signIn, 'maria@acme.example');
    const attempts: Array<{ status: number; ids: string[]; keepalive: boolean }> = [];
    let failNext = true;
    await page.route(`${baseUrl}${LOG_PATH}`, async (route) => {
      const request: Request = route.request();
      const batch = JSON.parse(request.postData() ?? '{}') as { items: Array<{ id: string; type: string; data: { description: string } }> };
      const mine = batch.items.filter((i) => i.data.description.includes('logging test: uncaught'));
      if (mine.length === 0) return route.continue();
      if (failNext) {
        failNext = false;
        attempts.push({ status: 503, ids: mine.map((i) => i.id), keepalive: false });
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE","message":"test"}' });
      }
      attempts.push({ status: 202, ids: mine.map((i) => i.id), keepalive: false });
      return route.continue();
    });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('logging test: uncaught');
      });
    });
    const rows = await waitForRows(server, 'description = ?', 'logging test: uncaught');
    assert.equal(rows.length, 1, 'the entry arrived exactly once');
    assert.deepEqual(attempts.map((a) => a.status), [503, 202], 'refused once, then sent again');
    assert.deepEqual(attempts[1]!.ids, attempts[0]!.ids, 'the retry carries the same entry');
    assert.equal(rows[0]!.event_id, attempts[0]!.ids[0]);
    assert.equal(rows[0]!.type, 'frontEndException');
    const [log] = JSON.parse(rows[0]!.logs) as Array<{ module: string; stack?: string }>;
    assert.notEqual(log!.module, '', 'a module is named');
    assert.match(log!.stack ?? '', /logging test: uncaught/);
    await page.context().close();
  });

  await test('entries queued when the tab is hidden leave at once as a keepalive request', async () => {
    const page = await freshPage(browser);
    await signInAndStart(page, signIn, 'maria@acme.example');
    // Let the first batches (page views) go, then queue a page view the interval would send much later.
    await page.waitForTimeout(1_500);
    await page.evaluate(() => history.pushState(null, '', '/documents?from=logging-test'));
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === LOG_PATH && (request.postData() ?? '').includes('"/documents"'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await sent;
    assert.match(request.headers().authorization ?? '', /^UDSLongToken /, 'the request carries the session');
    await page.context().close();
  });

  await test('a client gets no debug panel; staff open it with Ctrl+Alt+D and from the account menu, and override a flag', async () => {
    const client = await freshPage(browser);
    await signInAndStart(client, signIn, 'maria@acme.example');
    await client.keyboard.press('Control+Alt+KeyD');
    await client.waitForTimeout(500);
    assert.equal(await client.getByRole('dialog').count(), 0, 'no panel for a client');
    await client.context().close();

    for (const width of [1280, 390]) {
      const page = await freshPage(browser, width);
      await signInAndStart(page, signIn, 'staff@firm.example');
      await page.waitForURL(`${baseUrl}/staff/`);
      const dialog = await openDebugPanel(page);
      await dialog.getByRole('checkbox', { name: /Feedback request/ }).check();
      await dialog.getByText('Overridden', { exact: true }).waitFor();
      assert.deepEqual(await page.evaluate(() => JSON.parse(sessionStorage.getItem('portico-flag-overrides') ?? '{}')), { feedbackRequest: true });
      assert.deepEqual(await seriousViolations(page), []);
      await shot(page, `debug-panel-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      if (width === 1280) {
        await page.getByRole('button', { name: /account menu|Sam Porter/i }).first().click();
        await page.getByRole('button', { name: 'Debug panel' }).click();
        await dialog.waitFor();
        // The override lasts for the tab's session: still on after reopening.
        assert.equal(await dialog.getByRole('checkbox', { name: /Feedback request/ }).isChecked(), true);
      }
      await page.context().close();
    }
  });
};

export default suite;
