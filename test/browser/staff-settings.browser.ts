import assert from 'node:assert/strict';
import { join } from 'node:path';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const NORTHWIND = 1001;
const HEADER = { hex: '#5A189A', rgb: 'rgb(90, 24, 154)' };
const BUTTON = { hex: '#14532D', rgb: 'rgb(20, 83, 45)' };
const LOGIN_TEXT = 'Questions about your return? Call us on 555 0100.';

/** Its own server: the scenario changes Northwind's theme, which the shared server's other files must not see. */
export const servers: ServerDeclaration = [{ variant: 'us' }];

const suite: BrowserSuite = async ({ browser, artifactsDir, signIn, test, startServer }) => {
  const us = await startServer({ variant: 'us' });

  await test("staff@firm.example changes the firm's colours and sign-in text; a fresh browser's sign-in page shows them", async () => {
    const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page, 'staff@firm.example', undefined, us.baseUrl);
    await page.goto(`${us.baseUrl}/staff/settings`);
    const theme = page.getByRole('region', { name: 'Theme' });
    await theme.getByRole('textbox', { name: 'Header background', exact: true }).waitFor();
    await theme.getByRole('textbox', { name: 'Header background', exact: true }).fill(HEADER.hex);
    await theme.getByRole('textbox', { name: 'Button background', exact: true }).fill(BUTTON.hex);
    await theme.getByLabel('Welcome text').fill(LOGIN_TEXT);
    // The preview wears the colours before they are saved.
    assert.equal(await page.getByTestId('preview-header').first().evaluate((el) => getComputedStyle(el).backgroundColor), HEADER.rgb);
    await theme.getByRole('button', { name: 'Save' }).click();
    await theme.getByText('Saved.').waitFor();

    assert.deepEqual(await seriousViolations(page), []);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(artifactsDir, `staff-settings-${width}.png`), fullPage: true });
    }
    // At 390 px nothing is wider than the screen.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'the settings scroll sideways at 390 px');
    await ctx.close();

    // A browser that last wore Northwind's theme (its cookie), signed in as nobody.
    const fresh = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
    await fresh.addCookies([{ name: 'bmTheme', value: String(NORTHWIND), url: us.baseUrl }]);
    const signInPage = await fresh.newPage();
    await signInPage.goto(`${us.baseUrl}/auth`);
    await signInPage.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal(await signInPage.locator('.firm-text').textContent(), LOGIN_TEXT);
    assert.equal(await signInPage.locator('header.brand').evaluate((el) => getComputedStyle(el).backgroundColor), HEADER.rgb);
    assert.equal(await signInPage.getByRole('button', { name: 'Sign in' }).evaluate((el) => getComputedStyle(el).backgroundColor), BUTTON.rgb);
    await signInPage.screenshot({ path: join(artifactsDir, 'staff-settings-signin-1280.png'), fullPage: true });
    await fresh.close();
  });

  await test("staff@firm.example turns the feedback link on for the firm: maria's help menu offers it at her next sign-in, read from the server", async () => {
    const helpMenu = async (email: string) => {
      const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await signIn(page, email, undefined, us.baseUrl);
      await page.getByRole('button', { name: 'Help', exact: true }).click();
      const panel = page.getByRole('group', { name: 'Help' });
      await panel.getByRole('heading', { name: 'Suggested articles' }).waitFor();
      return { ctx, page, panel };
    };
    const before = await helpMenu('maria@acme.example');
    assert.equal(await before.panel.getByRole('button', { name: 'Submit feedback' }).count(), 0, 'the feedback link is off by default in us');
    await before.ctx.close();

    const staff = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 860 } });
    const page = await staff.newPage();
    await signIn(page, 'staff@firm.example', undefined, us.baseUrl);
    await page.goto(`${us.baseUrl}/staff/settings`);
    const flags = page.getByRole('region', { name: 'Feature flags' });
    await flags.getByRole('checkbox', { name: 'Feedback link' }).check();
    await flags.getByRole('button', { name: 'Save' }).click();
    await flags.getByText('Saved.').waitFor();
    await flags.getByText('Set by your firm.').first().waitFor();
    await flags.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifactsDir, 'staff-settings-flags-390.png') });
    assert.deepEqual(await seriousViolations(page), []);
    await staff.close();

    const after = await helpMenu('maria@acme.example');
    await after.panel.getByRole('button', { name: 'Submit feedback' }).waitFor();
    await after.ctx.close();
  });
};

export default suite;
