import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite } from './harness';
import { passwordLinkOf, waitForMail } from './outbox';

const INVITED = 'nora.quill@example.com';
const PASSWORD = 'Ledger-2026!x';

async function screenshots(page: Page, dir: string, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: join(dir, `staff-clients-${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name} is ${overflow} px wider than the window at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const newPage = async (browser: Browser) => (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } })).newPage();

const suite: BrowserSuite = async ({ browser, baseUrl, server, artifactsDir, signIn, test }) => {
  await test('staff invite a new contact by e-mail; the contact sets a password from the link, signs in and sees the client', async () => {
    const staff = await newPage(browser);
    await signIn(staff, 'staff@firm.example');
    await staff.goto(`${baseUrl}/staff/clients`);
    await staff.getByRole('heading', { name: 'Clients' }).waitFor();
    // Before a query every client of the firm is listed, by name; the query's answer replaces them.
    await staff.getByRole('link', { name: 'Acme Bakery LLC' }).waitFor();
    await staff.getByLabel('Find a client').fill('acme bak');
    await staff.getByRole('status').filter({ hasText: /^1 client$/ }).waitFor();
    assert.deepEqual(await staff.locator('.firm-clients-results a').allTextContents(), ['Acme Bakery LLC']);
    await screenshots(staff, artifactsDir, 'search');
    assert.deepEqual(await seriousViolations(staff), []);
    // The results are reached from the search box with the keyboard.
    await staff.getByLabel('Find a client').press('Tab');
    assert.equal(await staff.evaluate(() => document.activeElement?.textContent), 'Acme Bakery LLC');
    await staff.keyboard.press('Enter');
    await staff.getByRole('heading', { name: 'Acme Bakery LLC', level: 1 }).waitFor();

    await staff.getByLabel('E-mail').fill(INVITED);
    await staff.getByLabel('First name').fill('Nora');
    await staff.getByLabel('Last name').fill('Quill');
    await staff.getByRole('button', { name: 'Send invitation' }).click();
    const card = staff.getByRole('article', { name: 'Nora Quill' });
    await card.getByText('Invited').waitFor();
    await screenshots(staff, artifactsDir, 'client');
    assert.deepEqual(await seriousViolations(staff), []);

    const link = passwordLinkOf(await waitForMail(server, INVITED));
    assert.ok(link, 'the invitation carries the link');
    const contact = await newPage(browser);
    await contact.goto(link);
    await contact.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await contact.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await contact.getByLabel('Repeat the new password').fill(PASSWORD);
    await contact.getByRole('button', { name: 'Save the new password' }).click();
    await contact.getByRole('heading', { name: 'Your password is changed' }).waitFor();
    await signIn(contact, INVITED, PASSWORD);
    // A first visit: Northwind's terms first, with no greeting over them; the welcome comes once they are signed.
    await contact.getByRole('button', { name: 'I accept' }).waitFor();
    assert.equal(await contact.getByRole('dialog').count(), 0, 'no welcome over the terms');
    // Declining signs out and records nothing: the next sign-in meets the terms again.
    await contact.getByText("Without accepting, you cannot use Northwind Accounting's portal.", { exact: false }).waitFor();
    await contact.getByRole('button', { name: 'Decline and sign out' }).click();
    // Where a sign-out ends: leaving the terms page is only its start (/auth/logout ends the session, then goes on).
    await contact.waitForURL((url) => url.pathname === '/auth/signed-out');
    await contact.goto(`${baseUrl}/documents`);
    await contact.waitForURL((url) => url.pathname.startsWith('/auth') || url.pathname.startsWith('/oidc'));
    await signIn(contact, INVITED, PASSWORD);
    await contact.getByRole('button', { name: 'I accept' }).click();
    await contact.locator('main#main').waitFor({ timeout: 30_000 });
    await contact.getByRole('dialog').getByRole('button', { name: 'Get started' }).click();
    await contact.getByText('Acme Bakery LLC').first().waitFor();

    // The staff page now says the contact is active; the link is spent.
    await staff.reload();
    await card.getByText('Active').waitFor();
    await contact.goto(link);
    await contact.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await staff.context().close();
    await contact.context().close();
  });
};

export default suite;
