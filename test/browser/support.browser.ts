import assert from 'node:assert/strict';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { SQLITE_FILE } from '@portico/server/db/database';
import { seriousViolations } from './axe';
import type { BrowserSuite, RunningServer, ServerDeclaration } from './harness';

const CODE = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;

async function freshPage(browser: Browser, baseUrl: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return context.newPage();
}

/** Reads the server's own database (SQLite in its data directory), as the firm would. */
function query<T>(server: RunningServer, sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(join(server.dataDir, SQLITE_FILE), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The firm's support mailbox for its US clients: nothing is made up, so without one the e-mail option is hidden. */
const SUPPORT_ADDRESS = 'support@northwind.example';

/** The firm's chat service in these tests: a page the portal serves (the suite has no other https site to open). */
const chatService = (baseUrl: string) => `${baseUrl}/help/how-to`;

/** staff@firm.example, an administrator, names the firm's chat service and support mailbox in its settings (/staff/settings). */
async function setSupportAddress(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/staff/settings`);
  const support = page.getByRole('region', { name: 'Support' });
  await support.getByLabel('Live chat address').fill(chatService(baseUrl));
  await support.getByLabel('United States (and every other country)').fill(SUPPORT_ADDRESS);
  await support.getByRole('button', { name: 'Save' }).click();
  await support.getByText('Saved.').waitFor();
  await page.goto(`${baseUrl}/staff/`);
}

/** staff@firm.example opens a preview of Maria (the staff area's "View as"), after a step of its own as staff. */
async function previewMaria(page: Page, baseUrl: string, signIn: (page: Page, email: string) => Promise<void>, asStaff?: (page: Page) => Promise<void>) {
  await signIn(page, 'staff@firm.example');
  await page.waitForURL(`${baseUrl}/staff/`);
  await asStaff?.(page);
  await page.getByRole('button', { name: 'View as Maria Lopez' }).click();
  await page.getByRole('region', { name: 'Viewing Client Center As' }).waitFor();
}

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, baseUrl, server, signIn, test, startServer, artifactsDir }) => {
  const shot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `support-${name}.png`) });

  await test("staff names the firm's chat and support mailbox, then previewing maria reports an issue through the three screens: log batch and e-mail stored, chat after 3 s, mailto with the code", async () => {
    const page = await freshPage(browser, baseUrl, 1280);
    await previewMaria(page, baseUrl, signIn, (staff) => setSupportAddress(staff, baseUrl));
    await page.getByRole('button', { name: 'Report an issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an issue' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    assert.equal(await submit.isDisabled(), true, 'submit waits for a description');
    const description = `The upload button does nothing (${Date.now()})`;
    await dialog.getByLabel('What went wrong?').fill(description);
    assert.equal(await submit.isEnabled(), true);
    await shot(page, '1280-description');
    assert.deepEqual(await seriousViolations(page, '.portico-dialog'), []);
    await submit.click();

    const confirmation = page.getByRole('dialog', { name: 'Thank you, we received your report' });
    await confirmation.waitFor();
    const email = confirmation.getByRole('link', { name: /Send us an e-mail/ });
    const mailto = new URL((await email.getAttribute('href'))!);
    await shot(page, '1280-confirmation');
    assert.deepEqual(await seriousViolations(page, '.portico-dialog'), []);

    const chatButton = confirmation.getByRole('button', { name: /Start a live chat/ });
    const clickedAt = Date.now();
    const popupOpened = page.waitForEvent('popup', { timeout: 15_000 });
    await chatButton.click();
    const startChat = page.getByRole('dialog', { name: 'Live chat' });
    await startChat.waitFor();
    const code = (await startChat.getByTestId('reference-code').textContent())!.trim();
    assert.match(code, CODE);
    assert.ok(await startChat.getByText('Live chat is open from 9AM to 5PM EST.').isVisible());

    // The e-mail goes to the firm's US address (en-US) and carries the code and the description.
    assert.equal(mailto.protocol, 'mailto:');
    assert.equal(mailto.pathname, SUPPORT_ADDRESS);
    assert.equal(mailto.searchParams.get('subject'), `Issue report ${code}`);
    assert.match(mailto.searchParams.get('body')!, new RegExp(`${code}[\\s\\S]*${description.replace(/[()]/g, '\\$&')}`));

    await startChat.getByRole('button', { name: 'Copy code' }).click();
    await startChat.getByRole('status').getByText('Reference code copied.').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
    await shot(page, '1280-start-chat');
    assert.deepEqual(await seriousViolations(page, '.portico-dialog'), []);

    // The chat window opens about 3 s after the start-chat screen, on the firm's chat service, with the code.
    const popup = await popupOpened;
    const waited = Date.now() - clickedAt;
    assert.ok(waited >= 2900, `the chat window opened after ${waited} ms`);
    await popup.waitForLoadState();
    const chatUrl = new URL(popup.url());
    assert.deepEqual([`${chatUrl.origin}${chatUrl.pathname}`, chatUrl.searchParams.get('ref'), chatUrl.searchParams.get('lang')], [chatService(baseUrl), code, 'en-us']);
    await popup.close();

    // What the server received: the log batch (written by staff about maria) and the confirmation e-mail to staff.
    const logs = query<{ description: string; staff: string; subject: string; logs: string }>(server,
      `SELECT l.description, u.email AS staff, s.email AS subject, l.logs FROM client_logs l
       JOIN users u ON u.id = l.user_id JOIN users s ON s.id = l.subject_user_id WHERE l.event_id = ?`, code);
    assert.deepEqual(logs.map(({ description: d, staff, subject }) => ({ d, staff, subject })), [{ d: description, staff: 'staff@firm.example', subject: 'maria@acme.example' }]);
    assert.ok(JSON.parse(logs[0]!.logs).some((item: { context?: unknown }) => item.context), 'the page context is attached');
    const mails = query<{ recipients: string; subject: string; body: string }>(server, 'SELECT recipients, subject, body FROM outbox WHERE subject LIKE ?', `%${code}%`);
    assert.equal(mails.length, 1);
    assert.deepEqual(JSON.parse(mails[0]!.recipients), ['staff@firm.example']);
    assert.ok(mails[0]!.body.startsWith('Hello Sam,'));
    assert.ok(mails[0]!.body.includes(code) && mails[0]!.body.includes(description));

    await startChat.getByRole('button', { name: 'Done' }).click();
    await startChat.waitFor({ state: 'detached' });
    await page.context().close();
  });

  await test('at 390 px every screen fits the phone, and each can be closed', async () => {
    const page = await freshPage(browser, baseUrl, 390);
    await previewMaria(page, baseUrl, signIn);
    await page.getByRole('button', { name: 'Report an issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an issue' });
    await dialog.getByLabel('What went wrong?').fill('Totals on the documents page look wrong on my phone');
    const fits = async () => {
      const box = (await page.locator('.portico-dialog').boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `the dialog spans ${box.x}–${box.x + box.width}`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true, 'nothing scrolls sideways');
    };
    await fits();
    await shot(page, '390-description');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Thank you, we received your report' });
    await confirmation.waitFor();
    await fits();
    await shot(page, '390-confirmation');
    const popupOpened = page.waitForEvent('popup', { timeout: 15_000 });
    await confirmation.getByRole('button', { name: /Start a live chat/ }).click();
    const startChat = page.getByRole('dialog', { name: 'Live chat' });
    await startChat.waitFor();
    await fits();
    await shot(page, '390-start-chat');
    assert.deepEqual(await seriousViolations(page, '.portico-dialog'), []);
    await (await popupOpened).close();
    await startChat.getByRole('button', { name: 'Close' }).first().click();
    await startChat.waitFor({ state: 'detached' });
    await page.context().close();
  });

  await test('joao (br, pt-BR) sends feedback from the help menu: sad, a message, "Enviado!", stored for the firm', async () => {
    const br = await startServer({ variant: 'br' });
    try {
      for (const width of [1280, 390]) {
        const page = await freshPage(browser, br.baseUrl, width);
        await signIn(page, 'joao@contabil.example', undefined, br.baseUrl);
        await page.getByRole('button', { name: 'Ajuda', exact: true }).click();
        await page.getByRole('group', { name: 'Ajuda' }).getByRole('button', { name: 'Enviar feedback' }).click();
        const dialog = page.getByRole('dialog', { name: 'Enviar feedback' });
        await dialog.waitFor();
        assert.equal(await dialog.getByRole('radio', { name: 'Satisfeito', exact: true }).isChecked(), true, 'happy by default');
        await dialog.getByRole('radio', { name: 'Insatisfeito', exact: true }).check();
        const message = `A lista de guias está lenta (${width} px)`;
        await dialog.getByLabel('Seu feedback').fill(message);
        await shot(page, `${width}-feedback`);
        assert.deepEqual(await seriousViolations(page, '.portico-dialog'), []);
        await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
        await dialog.getByText('Enviado! Obrigado pelo seu feedback.').waitFor();
        await shot(page, `${width}-feedback-sent`);
        const rows = query<{ mood: string; email: string }>(br,
          'SELECT f.mood, u.email FROM feedback f JOIN users u ON u.id = f.user_id WHERE f.message = ?', message);
        assert.deepEqual(rows, [{ mood: 'sad', email: 'joao@contabil.example' }]);
        await page.context().close();
      }
    } finally {
      await br.stop();
    }
  });
};

export default suite;
