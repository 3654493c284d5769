import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yauzl from 'yauzl';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { seriousViolations } from './axe';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const NAME = 'Trail receipt test.pdf';

/** Its own server: maria's upload and the firm's download change her folder and her Activity. */
export const servers: ServerDeclaration = [{}];

/** The names of a ZIP's entries, read with yauzl. */
const zipNames = (path: string) => new Promise<string[]>((resolve, reject) => {
  yauzl.fromBuffer(readFileSync(path), { lazyEntries: true }, (error, zip) => {
    if (error) return reject(error);
    const names: string[] = [];
    zip.on('entry', (entry: yauzl.Entry) => { names.push(entry.fileName); zip.readEntry(); });
    zip.on('end', () => resolve(names));
    zip.on('error', reject);
    zip.readEntry();
  });
});

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({});

  await test("maria's upload shows the firm's first opening; her Activity lists it; her export holds her documents and tasks", async () => {
    const maria = await browser.newContext({ acceptDownloads: true });
    const staff = await browser.newContext({ acceptDownloads: true });
    try {
      const client = await maria.newPage();
      await signIn(client, 'maria@acme.example', undefined, server.baseUrl);
      await client.goto(`${server.baseUrl}/documents`);
      await client.getByRole('button', { name: 'Vendor list.csv', exact: true }).waitFor();
      await client.getByTestId('documents-file-input').setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await client.getByRole('button', { name: NAME, exact: true }).waitFor();
      await client.getByRole('button', { name: `Details of ${NAME}` }).click();
      const panel = client.getByRole('complementary', { name: `Details of ${NAME}` });
      await panel.getByText(/not yet opened by the firm/).waitFor();

      const firm = await staff.newPage();
      await signIn(firm, 'staff@firm.example', undefined, server.baseUrl);
      await firm.goto(`${server.baseUrl}/staff/client-documents`);
      const download = firm.waitForEvent('download');
      await firm.getByRole('button', { name: `Download ${NAME}` }).click();
      assert.equal((await download).suggestedFilename(), NAME);

      await client.reload();
      await client.getByRole('button', { name: `Details of ${NAME}` }).click();
      await client.getByRole('complementary', { name: `Details of ${NAME}` }).getByText(/^Received by the firm: first opened on /).waitFor();

      await client.goto(`${server.baseUrl}/activity`);
      const events = client.getByRole('list', { name: 'Latest activity' });
      await events.getByText(new RegExp(`at your firm downloaded ${NAME}`)).waitFor();
      await events.getByText(/^You signed in with /).first().waitFor();
      await client.getByText(/place unknown/).first().waitFor();
      assert.deepEqual(await seriousViolations(client, '.activity-page'), []);
      for (const width of [1280, 390]) {
        await client.setViewportSize({ width, height: 900 });
        await client.screenshot({ path: join(artifactsDir, `activity-${width}.png`), fullPage: true });
      }

      await client.getByRole('button', { name: 'Prepare an export' }).click();
      const save = client.getByRole('button', { name: 'Download the export' });
      await save.waitFor({ timeout: 30_000 });
      const exported = client.waitForEvent('download');
      await save.click();
      const names = await zipNames(await (await exported).path());
      assert.ok(names.includes(`documents/Documents/Client Uploads/${NAME}`), names.join(', '));
      assert.ok(names.includes('documents/Documents/Client Uploads/Vendor list.csv'), names.join(', '));
      assert.ok(names.includes('tasks.json'), names.join(', '));
    } finally {
      await maria.close();
      await staff.close();
    }
  });
};

export default suite;
