import assert from 'node:assert/strict';
import { join } from 'node:path';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const MARIA = 'maria@acme.example';

/** The us variant's server; the scenario changes nothing. */
export const servers: ServerDeclaration = [{}];

/**
 * Issue 35: the us variant opens on Home. maria signs in and lands on her dashboard, whose "waiting for you" list
 * holds her open tasks and her invoice with their due dates, beside the open-tasks and invoices cards; a task
 * opens from the list. Screenshots with axe at 1280 and 390 px.
 */
const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const { baseUrl } = await startServer({});

  for (const width of [1280, 390]) {
    await test(`at ${width} px: maria lands on Home, which lists her waiting tasks and invoice with due dates; one opens`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signIn(page, MARIA, undefined, baseUrl);
      await page.waitForURL(`${baseUrl}/home`);
      const waiting = page.getByRole('article', { name: 'Waiting for you' });
      const items = waiting.locator('.waiting-item');
      await items.first().waitFor();
      const texts = await items.allInnerTexts();
      assert.ok(texts.some((t) => /tax return documents/.test(t)), `her document request: ${texts.join(' | ')}`);
      const invoice = items.filter({ hasText: /Invoice \d{4}-\d{4}/ });
      assert.equal(await invoice.count(), 1, `her invoice: ${texts.join(' | ')}`);
      // Every task shows its due date as a date and in words.
      for (const item of await items.filter({ has: page.locator('a[href^="/tasks/"]') }).all()) {
        assert.match(await item.locator('time').getAttribute('datetime') ?? '', /^\d{4}-\d{2}-\d{2}$/);
        assert.match(await item.locator('.waiting-due').innerText(), /due (today|in \d+ days?)|overdue/);
      }
      const tasksCard = page.getByRole('article', { name: 'Open tasks' });
      await tasksCard.getByRole('link', { name: /tax return documents/ }).waitFor();
      await page.getByRole('article', { name: 'Invoices to pay' }).getByRole('link', { name: /^Invoice \d{4}-\d{4}$/ }).waitFor();

      await page.screenshot({ path: join(artifactsDir, `home-us-${width}.png`), fullPage: true });
      assert.deepEqual(await seriousViolations(page), []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, `nothing wider than ${width} px`);

      // The invoice opens at its address, by keyboard: its page names it.
      const link = invoice.getByRole('link');
      const title = (await link.locator('.waiting-title').innerText()).trim();
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/tasks\/[^/]+$/);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.close();
    });
  }
};

export default suite;
