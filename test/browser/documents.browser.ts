import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const MAX_UPLOAD_BYTES = 1024 * 1024;

const alert = (page: Page, text: string | RegExp) => page.locator('.shell-alert', { hasText: text });

/** Drops files onto the document list the way a browser does: a DataTransfer on dragover and drop. */
async function dropFiles(page: Page, files: Array<{ name: string; type: string; text: string }>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.getByTestId('documents-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function openFolder(page: Page, name: string) {
  await page.getByRole('treeitem', { name, exact: true }).click();
  await assertSelected(page, name);
}

async function assertSelected(page: Page, name: string) {
  await page.waitForFunction(
    (folder) => [...document.querySelectorAll('[role="treeitem"]')]
      .find((item) => item.textContent?.replace(/^[▾▸]/, '') === folder)
      ?.getAttribute('aria-selected') === 'true',
    name,
  );
}

/** Decodes a quoted-printable e-mail body enough to read a link. */
const unfold = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ env: { PORTICO_MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test }) => {
  // Its own server: a 1 MB upload limit to try, and a fresh outbox to read.
  const server = await startServer({ env: { PORTICO_MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
  const page = await browser.newPage();
  const api = async (path: string) => {
    const token = await page.evaluate(() => localStorage.getItem('UDSLongToken'));
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { Authorization: `UDSLongToken ${token}` } });
    assert.equal(response.status, 200, `${path} answered ${response.status}`);
    return response;
  };

  await test('maria opens her documents in her own upload folder', async () => {
    await signIn(page, 'maria@acme.example', undefined, server.baseUrl);
    await page.goto(`${server.baseUrl}/documents`);
    await assertSelected(page, 'Client Uploads');
    await page.getByRole('button', { name: 'Vendor list.csv', exact: true }).waitFor();
  });

  await test('the documents area has no serious accessibility violations (axe)', async () => {
    const context = await browser.newContext();
    const axePage = await context.newPage();
    try {
      await signIn(axePage, 'maria@acme.example', undefined, server.baseUrl);
      await axePage.goto(`${server.baseUrl}/documents`);
      await axePage.getByRole('button', { name: 'Vendor list.csv', exact: true }).waitFor();
      const violations = await seriousViolations(axePage, '.documents-area');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });

  await test('uploads two files by drag-and-drop with progress and the success alert', async () => {
    await dropFiles(page, [
      { name: 'Bank statement March.pdf', type: 'application/pdf', text: PDF },
      { name: 'Mileage log.csv', type: 'text/csv', text: 'date,miles\n2025-03-01,42\n' },
    ]);
    await page.getByRole('progressbar', { name: 'Upload progress of Bank statement March.pdf' }).waitFor();
    await alert(page, '2 of 2 documents were uploaded.').waitFor();
    await page.waitForFunction(() => document.querySelector('[role="progressbar"][aria-label="Overall upload progress"]')?.getAttribute('aria-valuenow') === '100');
    await page.getByRole('button', { name: 'Bank statement March.pdf', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mileage log.csv', exact: true }).waitFor();
  });

  await test('a forbidden character is named with a rename offered; a file over the limit is refused with its reason', async () => {
    const input = page.getByTestId('documents-file-input');
    await input.setInputFiles({ name: 'Q1|draft.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    const rename = page.getByRole('dialog', { name: 'Rename the file to upload it' });
    const field = rename.getByLabel(/^New name for “Q1\|draft\.pdf”: file names cannot contain .*\|/);
    assert.doesNotMatch(await field.inputValue(), /\|/, 'the suggested name is a safe one');
    await rename.getByRole('button', { name: 'Leave it out' }).click();
    await rename.waitFor({ state: 'detached' });
    await input.setInputFiles({ name: 'Big scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20) });
    await alert(page, /^Big scan\.pdf is larger than .+, so it was not uploaded\./).waitFor();
  });

  await test('HTML renamed to .pdf is refused by the server with a clear reason', async () => {
    await page.getByTestId('documents-file-input').setInputFiles({
      name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    const failed = alert(page, '1 of 1 document could not be uploaded.');
    await failed.waitFor();
    assert.equal(await failed.getAttribute('data-alert-type'), 'danger');
    await failed.getByRole('button').first().click();
    const details = page.getByRole('dialog');
    await details.getByText('The following documents were unable to be uploaded at this time. Please try again.').waitFor();
    await details.getByText("invoice.pdf (the file's content does not match its type)").waitFor();
    await details.getByRole('button').last().click();
    assert.equal(await page.getByRole('button', { name: 'invoice.pdf', exact: true }).count(), 0);
  });

  await test('deletes her own document', async () => {
    await page.getByRole('checkbox', { name: /^Select Receipts \d{4}\.pdf$/ }).check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete document' });
    await dialog.getByText(/^Receipts \d{4}\.pdf$/).waitFor();
    await dialog.getByRole('button', { name: 'Delete document', exact: true }).click();
    await alert(page, '1 document was moved to the trash.').waitFor();
    await page.getByRole('button', { name: /^Receipts \d{4}\.pdf$/ }).waitFor({ state: 'detached' });
  });

  await test('a staff upload is marked before selection and cannot be sent for deletion', async () => {
    await openFolder(page, 'Tax Returns');
    const name = /^\d{4} Form 1120 - signed\.pdf$/;
    await page.getByRole('button', { name }).waitFor();
    await page.getByRole('img', { name: 'Only your firm can delete this document' }).first().waitFor();
    const box = page.getByRole('checkbox', { name: /^Select \d{4} Form 1120 - signed\.pdf$/ });
    await box.check();
    assert.equal(await page.getByRole('button', { name: 'Delete (0)' }).isDisabled(), true, 'nothing of the selection is deletable');
    await box.uncheck();
    assert.equal(await page.getByRole('button', { name }).count(), 1, 'the staff upload is still listed');
  });

  await test('sends a document; the share link from the outbox downloads the same bytes', async () => {
    await openFolder(page, 'Client Uploads');
    await page.getByRole('checkbox', { name: 'Select Vendor list.csv' }).check();
    await page.getByRole('button', { name: 'Send (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send documents' });
    await dialog.getByLabel("Recipients' e-mail addresses").fill('auditor@example.com');
    await dialog.getByLabel('Message (optional)').fill('The vendor list for the audit.');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await alert(page, 'Your documents were sent.').waitFor();

    // The mail job writes the message a moment after the answer.
    const outbox = join(server.dataDir, 'outbox');
    const shareMail = () => (existsSync(outbox) ? readdirSync(outbox) : []).map((f) => unfold(readFileSync(join(outbox, f), 'utf8')))
      .find((m) => m.includes('/share/') && m.includes('auditor@example.com'));
    let mail = shareMail();
    for (let i = 0; !mail && i < 100; i++) mail = await new Promise<string | undefined>((r) => setTimeout(() => r(shareMail()), 100));
    assert.ok(mail, 'a share e-mail in the outbox');
    const link = mail.match(/https?:\/\/\S+\/share\/[A-Za-z0-9_-]+/)![0];
    const sharePage = await (await fetch(link)).text();
    const href = sharePage.match(/href="([^"]+)"[^>]*>Vendor list\.csv</)![1]!;
    const shared = Buffer.from(await (await fetch(new URL(href, link))).arrayBuffer());

    // The same document through the portal's own storage URL.
    const clientId = await page.evaluate(() => localStorage.getItem('cc-active-client'));
    const list = await (await api(`/api/documents/v1/clients/${clientId}/documents?limit=1000`)).json() as { documents: Array<{ id: string; name: string }> };
    const doc = list.documents.find((d) => d.name === 'Vendor list.csv')!;
    const { url } = await (await api(`/api/documents/v1/clients/${clientId}/documents/${doc.id}/download-url`)).json() as { url: string };
    const original = Buffer.from(await (await fetch(`${server.baseUrl}${url}`)).arrayBuffer());
    assert.ok(original.length > 0);
    assert.deepEqual(shared, original);
  });

  await test('creates a folder where the upload folder allows it', async () => {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel(/^New folder in /).fill('Invoices 2025');
    await page.getByLabel(/^New folder in /).press('Enter');
    await alert(page, 'The folder Invoices 2025 was created in Client Uploads.').waitFor();
    await assertSelected(page, 'Invoices 2025');
  });

  await page.close();
};

export default suite;
