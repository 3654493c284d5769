import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@portico/core/session/token-store';
import { launchChromium } from '@portico/test/support/chromium';
import { signIn } from '@portico/test/browser/harness';

export interface FirstRowsTarget { name: string; path: string; firstRow: string }

const root = path.resolve(import.meta.dirname, '../..');
/** Where the page's timing script finds the selector of the row it waits for. */
const FIRST_ROW_KEY = 'portico-bench-first-row';

/** The portal is served from dist/: built once here when missing (the server process is told not to build). */
export function ensurePortalBuilt(): void {
  if (fs.existsSync(path.join(root, 'dist', 'index.html'))) return;
  console.log('dist/index.html is missing: building the portal (npx rollup -c) ...');
  if (spawnSync('npx', ['rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('the portal build failed');
}

/**
 * Milliseconds from navigation to the frame that shows the first row, for each target, in headless Chromium at 1280 px, signed
 * in as `email` with `clientId` the remembered client: the median of `runs` full page loads (boot included), and a
 * screenshot of each in `screenshotDir`.
 */
export async function firstRowTimes(baseUrl: string, email: string, clientId: string, targets: FirstRowsTarget[], screenshotDir: string, runs = 3) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, baseUrl, email).catch(async (error: unknown) => {
      throw new Error(`signing in as ${email} failed at ${page.url()}: ${(await page.locator('body').innerText()).slice(0, 300)}`, { cause: error });
    });
    await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [STORAGE_KEYS.activeClient, clientId]);
    // Timed in the page: the frame in which the first row is there, from the navigation's start. Playwright's
    // waitFor polls at growing intervals and saw rows up to ~250 ms after they were painted (the page idle meanwhile).
    await page.addInitScript((key) => {
      const selector = localStorage.getItem(key);
      if (!selector) return;
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => { (window as unknown as { firstRowShown: number }).firstRowShown = performance.now(); });
      }).observe(document, { childList: true, subtree: true });
    }, FIRST_ROW_KEY);
    const times: Array<{ name: string; ms: number; screenshot: string }> = [];
    for (const target of targets) {
      const measured: number[] = [];
      await page.evaluate(([key, selector]) => localStorage.setItem(key!, selector!), [FIRST_ROW_KEY, target.firstRow]);
      for (let run = 0; run < runs; run++) {
        await page.goto(`${baseUrl}${target.path}`);
        await page.locator(target.firstRow).first().waitFor({ timeout: 30_000 });
        measured.push(await page.waitForFunction(() => (window as unknown as { firstRowShown?: number }).firstRowShown).then((shown) => shown.jsonValue() as Promise<number>));
      }
      const screenshot = path.join(screenshotDir, `first-rows-${target.name.replace(/\W+/g, '-').toLowerCase()}.png`);
      await page.screenshot({ path: screenshot });
      times.push({ name: target.name, ms: measured.sort((a, b) => a - b)[Math.floor(runs / 2)]!, screenshot });
    }
    return times;
  } finally {
    await browser.close();
    browser.cleanupProfile();
  }
}
