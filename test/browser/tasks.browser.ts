import assert from 'node:assert/strict';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { seriousViolations } from './axe';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const TITLE = 'Year-end documents 2026';
const SIGN_TITLE = 'Sign the 2026 engagement letter again';

/** Its own server: the request changes maria's tasks and folder, which other files count. */
export const servers: ServerDeclaration = [{}];

/** A one-page letter as a real PDF, the kind the portal seals. */
async function letter(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Engagement letter 2026', { x: 72, y: 760, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** Screenshots at 1280 and 390 px, each checked with axe. */
async function shoot(page: Page, artifactsDir: string, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(artifactsDir, `${name}-${width}.png`), fullPage: true });
    assert.deepEqual(await seriousViolations(page), [], `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Issue 35's document request and e-signature, both sides: the Northwind staff ask maria's Acme Bakery for two items
 * and for her signature on one of its PDFs; maria uploads a file into one item and marks the other not applicable,
 * sends it, then signs the PDF after giving her password again; the staff accept; both tasks are done for maria.
 * Screenshots of the firm's request, maria's list, her request, the signing screen and her invoice, at 1280 and
 * 390 px, with axe.
 */
const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const { baseUrl } = await startServer({});
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const maria = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  try {
    await test('staff send a document request with two items to a client', async () => {
      await signIn(staff, 'staff@firm.example', undefined, baseUrl);
      await staff.goto(`${baseUrl}/staff/tasks`);
      await staff.getByRole('link', { name: 'New: Document request' }).click();
      await staff.getByLabel('Find a client').fill('Acme Bakery');
      await staff.getByRole('button', { name: /^Acme Bakery LLC/ }).click();
      await staff.getByLabel('Title', { exact: true }).fill(TITLE);
      await staff.getByRole('group', { name: 'Item 1' }).getByLabel('What you need').fill('Bank statements');
      await staff.getByRole('button', { name: 'Add an item' }).click();
      await staff.getByRole('group', { name: 'Item 2' }).getByLabel('What you need').fill('Payroll register');
      await staff.getByRole('button', { name: 'Send the request' }).click();
      await staff.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await staff.getByRole('listitem', { name: 'Payroll register' }).getByText('Waiting for you').waitFor();
      await shoot(staff, artifactsDir, 'tasks-staff-request');
    });

    await test('staff ask the client to sign one of its PDFs', async () => {
      await staff.goto(`${baseUrl}/staff/tasks`);
      await staff.getByRole('link', { name: 'New: E-signature' }).click();
      await staff.getByLabel('Find a client').fill('Acme Bakery');
      await staff.getByRole('button', { name: /^Acme Bakery LLC/ }).click();
      await staff.getByLabel('Title', { exact: true }).fill(SIGN_TITLE);
      await staff.getByLabel('A file from this computer').check();
      await staff.getByLabel('PDF file').setInputFiles({ name: 'Engagement letter.pdf', mimeType: 'application/pdf', buffer: await letter() });
      await staff.getByLabel(/maria@acme\.example/).check();
      await staff.getByRole('button', { name: 'Send to sign' }).click();
      await staff.getByRole('heading', { name: SIGN_TITLE, level: 1 }).waitFor();
      await staff.getByText('Waiting', { exact: true }).waitFor();
    });

    await test('the client uploads a file for one item, marks the other not applicable and sends it', async () => {
      await signIn(maria, 'maria@acme.example', undefined, baseUrl);
      await maria.goto(`${baseUrl}/tasks`);
      await maria.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      await maria.getByRole('link', { name: TITLE }).waitFor();
      await shoot(maria, artifactsDir, 'tasks-list');
      await maria.getByRole('link', { name: TITLE }).click();
      await maria.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      const statements = maria.getByRole('listitem', { name: 'Bank statements' });
      await statements.getByLabel('Add files').setInputFiles({ name: 'December statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await statements.getByRole('list', { name: '1 file' }).getByText('December statement.pdf').waitFor();
      const payroll = maria.getByRole('listitem', { name: 'Payroll register' });
      await payroll.getByRole('button', { name: 'Does not apply to me' }).click();
      await payroll.getByLabel('Why does it not apply?').fill('We had no employees in 2026');
      await payroll.getByRole('button', { name: 'Mark not applicable' }).click();
      await payroll.getByText('Not applicable: We had no employees in 2026').waitFor();
      await shoot(maria, artifactsDir, 'tasks-document-request');
      await maria.getByRole('button', { name: 'Send to the firm' }).click();
      await maria.getByText('You sent this to the firm.', { exact: false }).waitFor();
    });

    await test('the client opens the PDF, consents and signs it with her password again: the signed copy is in her documents', async () => {
      await maria.goto(`${baseUrl}/tasks`);
      await maria.getByRole('link', { name: SIGN_TITLE }).click();
      await maria.getByRole('heading', { name: SIGN_TITLE, level: 1 }).waitFor();
      assert.equal(await maria.getByRole('button', { name: 'Sign', exact: true }).isDisabled(), true, 'signing waits for the document to be opened');
      await maria.getByRole('button', { name: 'Open the document' }).click();
      await maria.locator('iframe.esign-pdf__frame').waitFor();
      await maria.getByLabel(/agree to sign it electronically/).check();
      await maria.getByLabel('Your full name, as your signature').fill('Maria Souza');
      await maria.getByLabel('Your password, to confirm it is you').fill('wrong password');
      await maria.getByRole('button', { name: 'Sign', exact: true }).click();
      await maria.getByText('That password is not right. Nothing was signed.').waitFor();
      // The screenshots (a resize to 390 px and back) before the password is typed again: in two CI runs the Sign
      // click after them sent nothing, the refusal still on screen and the signing request never made.
      await shoot(maria, artifactsDir, 'tasks-signing');
      await maria.getByLabel('Your password, to confirm it is you').fill('Portico!demo1');
      await maria.getByRole('button', { name: 'Sign', exact: true }).click();
      await maria.getByText('Everyone has signed. The signed copy, Engagement letter (signed).pdf, is in your documents.').waitFor({ timeout: 30_000 });
      await maria.locator('.tasks-header').getByText('Done', { exact: true }).waitFor();
    });

    await test("the client's invoice shows its amount, due date and the firm's payment page, and no claim it was paid", async () => {
      await maria.goto(`${baseUrl}/tasks`);
      await maria.getByRole('link', { name: /^Invoice \d{4}-\d{4}$/ }).click();
      await maria.getByText('$450.00').waitFor();
      await maria.getByText('Waiting for payment').waitFor();
      assert.equal(await maria.getByRole('link', { name: "Pay online on the firm's payment page" }).getAttribute('href'), 'https://pay.example/northwind');
      await shoot(maria, artifactsDir, 'tasks-invoice');
    });

    await test('staff accept the request, and both tasks are done for the client', async () => {
      await staff.goto(`${baseUrl}/staff/tasks`);
      await staff.getByRole('link', { name: TITLE }).click();
      await staff.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await staff.getByRole('listitem', { name: 'Bank statements' }).getByText('December statement.pdf').waitFor();
      await staff.getByRole('button', { name: 'Accept', exact: true }).click();
      await staff.locator('.tasks-header').getByText('Done', { exact: true }).waitFor();

      await maria.goto(`${baseUrl}/tasks`);
      assert.equal(await maria.getByRole('link', { name: TITLE }).count(), 0, 'no longer open');
      await maria.getByRole('button', { name: 'Done', exact: true }).click();
      for (const title of [TITLE, SIGN_TITLE]) {
        const line = maria.getByRole('listitem').filter({ has: maria.getByRole('link', { name: title }) });
        await line.getByText('Done', { exact: true }).waitFor();
      }
      await maria.getByRole('link', { name: TITLE }).click();
      await maria.getByText('The firm accepted this request.', { exact: false }).waitFor();
      assert.equal(await maria.getByRole('button', { name: 'Send to the firm' }).count(), 0);
    });
  } finally {
    await staff.context().close();
    await maria.context().close();
  }
};

export default suite;
