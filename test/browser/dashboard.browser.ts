import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const JOAO = 'joao@contabil.example';
const WIDGETS = ['documents', 'open-tasks', 'invoices', 'tax-calendar', 'news', 'cnd', 'box-e', 'manifest', 'service-request'] as const;
const pathOf = (url: string) => new URL(url).pathname;

interface Call { path: string; start: number; end: number }

/** Records every /api/ request of the page with its start and end. */
function recordApiCalls(page: Page): Call[] {
  const calls: Call[] = [];
  const open = new Map<object, Call>();
  page.on('request', (r) => {
    if (!pathOf(r.url()).startsWith('/api/')) return;
    const call = { path: `${r.method()} ${pathOf(r.url())}`, start: performance.now(), end: Number.POSITIVE_INFINITY };
    open.set(r, call);
    calls.push(call);
  });
  const done = (r: object) => { const call = open.get(r); if (call) call.end = performance.now(); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return calls;
}

/**
 * Sequential round trips: a request is in wave n+1 when it started after some request of wave n had finished
 * (it may have waited for that answer); requests that overlap share a wave. The longest such chain is the
 * number of round trips the page needed.
 */
function waves(calls: Call[]): Array<{ wave: number; call: Call }> {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const waveOf = new Map<Call, number>();
  for (const call of sorted) {
    const before = sorted.filter((c) => c !== call && c.end <= call.start).map((c) => waveOf.get(c) ?? 1);
    waveOf.set(call, 1 + Math.max(0, ...before));
  }
  return sorted.map((call) => ({ wave: waveOf.get(call)!, call }));
}

/** A card that finished loading: no skeleton, no loading line, no error card, some text. */
async function filledCard(page: Page, type: string): Promise<string> {
  const card = page.locator(`article.widget[data-widget-type="${type}"]`);
  await card.waitFor();
  await page.waitForFunction((t) => {
    const el = document.querySelector(`article.widget[data-widget-type="${t}"]`);
    return !!el && !el.querySelector('.plugin-skeleton, .remote-loading, [role="status"]');
  }, type, { timeout: 20_000 });
  assert.equal(await card.locator('.widget-error-card, .plugin-error-card, .remote-failed').count(), 0, `${type} shows an error`);
  const text = (await card.innerText()).trim();
  assert.ok(text.split('\n').length >= 2 && text.length > 20, `${type} has content: ${JSON.stringify(text)}`);
  return text;
}

/**
 * The Brazil dashboard as joao (br, pt-BR): its nine widgets with real demo data, the "waiting for you" list,
 * the header that sticks after 30 px, the API round trips from first render to all widgets filled, and
 * screenshots with axe at 1280 and 390 px.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;

  for (const width of [1280, 390]) {
    await test(`at ${width} px: the nine widgets and the waiting-for-you list fill from real data, in one wave of requests after the session`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signIn(page, JOAO, undefined, baseUrl);
      // The landing page's own late requests (its contact, its welcome check) are not this load's.
      await page.waitForLoadState('networkidle');
      const calls = recordApiCalls(page);
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('tab', { name: 'Brasil', selected: true }).waitFor();

      const texts = Object.fromEntries(await Promise.all(WIDGETS.map(async (type) => [type, await filledCard(page, type)] as const)));
      const waiting = page.locator('article.widget[data-widget-type="waiting-for-you"]');
      await waiting.locator('.waiting-item').first().waitFor();
      const items = await waiting.locator('.waiting-item').count();
      const links = await waiting.locator('.waiting-item a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(items >= 3, `waiting items: ${items}`);
      assert.ok(links.every((href) => href?.startsWith('/')), `links go straight to the place: ${links.join(', ')}`);
      assert.ok(links.some((href) => href?.startsWith('/actions/nfe-manifest/invoice-processing?accessKey=')), 'an NF-e near its deadline');
      assert.ok(links.some((href) => href?.startsWith('/actions/service-request/requests?id=')), 'a request sent back, opening its page');
      assert.ok(links.some((href) => href?.startsWith('/documents?folder=')), 'an unread firm document, in its folder');
      assert.ok(links.some((href) => href?.startsWith('/tasks/')), "an open task of the firm's (issue 35)");
      assert.match(texts['box-e']!, /NF-e/);
      assert.match(texts['manifest']!, /NF-e/);

      // Round trips: wait for the network to settle, then count the waves of API requests since the navigation.
      await page.waitForLoadState('networkidle');
      // The contact and the welcome check wait for the first screen on purpose (core/kernel/react/after-paint.ts), and no
      // widget waits for them: left out of the chain, or a widget whose chunk arrived after their answers would
      // count as waiting for them. The header's notification bell asks when its own chunk arrives, for no widget.
      const afterFirstScreen = /\/api\/(contacts|welcome|notifications)\//;
      const byWave = waves(calls.filter((call) => !afterFirstScreen.test(call.path)));
      const last = Math.max(...byWave.map((w) => w.wave));
      // The widgets' data: every client-scoped answer a card shows (the shell's Box-E company check is not one).
      const widgetPaths = /\/api\/(dashboard\/|tasks\/v1\/clients\/|boxe\/v1\/clients\/|manifesto\/v1\/documents|service-requests\/|br-news\/|cnd\/|br-tax-calendar\/|documents\/)/;
      const widgetWaves = [...new Set(byWave.filter((w) => widgetPaths.test(w.call.path)).map((w) => w.wave))];
      const sessionWave = Math.max(...byWave.filter((w) => !widgetPaths.test(w.call.path)).map((w) => w.wave));
      console.log(`    API round trips at ${width} px: ${last} sequential waves; session and shell in ${sessionWave}, the widgets' data in wave(s) ${widgetWaves.join(', ')}`);
      for (let n = 1; n <= last; n += 1) {
        console.log(`      wave ${n}: ${byWave.filter((w) => w.wave === n).map((w) => w.call.path.replace(/\/[0-9a-f-]{20,}|\/\d{3,}/g, '/…')).join(', ')}`);
      }
      assert.deepEqual(widgetWaves, [sessionWave + 1], 'every widget asks in the one wave after the session: none waits for another');

      await page.screenshot({ path: join(artifactsDir, `dashboard-${width}.png`), fullPage: true });
      assert.deepEqual(await seriousViolations(page), []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `nothing wider than ${width} px`);
      if (width === 1280) {
        // "Ler um documento novo" lands on its document, opened (issue 41: it showed an empty root folder).
        const item = waiting.locator('.waiting-item[data-kind="document"] a').first();
        const name = (await item.locator('.waiting-title').textContent())!;
        await item.click();
        await page.getByRole('dialog', { name, exact: true }).or(page.getByRole('complementary', { name: `Detalhes de ${name}`, exact: true })).waitFor();
      }
      await page.close();
    });
  }

  await test('the dashboard header sticks after 30 px of scroll', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
    await signIn(page, JOAO, undefined, baseUrl);
    await page.goto(`${baseUrl}/home`);
    const header = page.locator('.dashboard-header');
    await header.waitFor();
    await filledCard(page, 'service-request');
    assert.equal(await header.getAttribute('data-sticky'), 'false');
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    assert.equal(await header.getAttribute('data-sticky'), 'false', 'not yet at 20 px');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => document.querySelector('.dashboard-header')?.getAttribute('data-sticky') === 'true');
    const top = await header.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    assert.equal(top, 0, 'the header stays at the top of the viewport');
    await header.getByRole('tab', { name: 'Brasil' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'dashboard-sticky-390.png') });
    await page.close();
  });

  await test('a waiting-for-you link goes straight to the item', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    await page.goto(`${baseUrl}/home`);
    const link = page.locator('article.widget[data-widget-type="waiting-for-you"] .waiting-item a[href^="/actions/nfe-manifest/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.close();
  });
};

export default suite;
