import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { seriousViolations } from './axe';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const NAME = 'Engagement letter 2027.pdf';

/** Its own server: the upload changes maria's folder, which other files count. */
export const servers: ServerDeclaration = [{}];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({});

  await test("staff upload a document into maria's folder as the firm; maria sees it, cannot delete it, and is notified of it", async () => {
    const staff = await browser.newContext();
    const maria = await browser.newContext();
    try {
      const page = await staff.newPage();
      await signIn(page, 'staff@firm.example', undefined, server.baseUrl);
      await page.goto(`${server.baseUrl}/staff/client-documents`);
      await page.getByLabel('Find a client').fill('Acme Bakery');
      await page.getByRole('button', { name: /^Acme Bakery LLC/ }).click();
      await page.getByLabel('Folder').selectOption({ label: 'Client Uploads' });
      await page.getByLabel('Files').setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      assert.equal(await page.getByLabel("E-mail the client's contacts about these documents").isChecked(), true);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '1 document uploaded.' }).waitFor();
      assert.deepEqual(await seriousViolations(page, '.staff-documents'), []);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(artifactsDir, 'staff-documents-390.png'), fullPage: true });

      const client = await maria.newPage();
      await signIn(client, 'maria@acme.example', undefined, server.baseUrl);
      await client.goto(`${server.baseUrl}/documents`);
      await client.getByRole('button', { name: NAME, exact: true }).waitFor();
      await client.getByRole('checkbox', { name: `Select ${NAME}` }).check();
      // Ticked, the firm's document is not counted for deletion, and Delete says why it is off.
      const remove = client.getByRole('button', { name: 'Delete (0)' });
      assert.equal(await remove.isDisabled(), true);
      assert.match((await remove.getAttribute('aria-describedby'))!, /\S/);
      await client.getByText('1 selected document was uploaded by your firm: only your firm can delete it.').waitFor({ state: 'attached' });

      // The header's bell counts the new document; its notification leads straight to it.
      await client.getByRole('link', { name: 'Notifications, 1 unread' }).click();
      await client.waitForURL(`${server.baseUrl}/notifications`);
      const item = client.getByRole('link', { name: `Unread: The firm added ${NAME} to the documents of Acme Bakery LLC` });
      await item.waitFor();
      await client.getByRole('heading', { name: 'What you hear of, and how' }).waitFor();
      assert.deepEqual(await seriousViolations(client, '.notifications-page'), []);
      for (const width of [1280, 390]) {
        await client.setViewportSize({ width, height: 900 });
        await client.screenshot({ path: join(artifactsDir, `notifications-${width}.png`), fullPage: true });
      }
      await item.click();
      await client.waitForURL(/\/documents\?folder=.+&open=/);
      await client.getByRole('link', { name: 'Notifications, none unread' }).waitFor();
    } finally {
      await staff.close();
      await maria.close();
    }
  });
};

export default suite;
