import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const NAME = 'Engagement letter 2025.pdf';

const chooseFile = (page: Page, buffer: Buffer) =>
  page.getByTestId('documents-file-input').setInputFiles([{ name: NAME, buffer, mimeType: 'application/pdf' }]);

/** maria (us) replaces a document and gets its first file back from the details panel's Versions section. */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{}];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const shot = (width: number) => page.screenshot({ path: join(artifactsDir, `document-versions-${width}.png`) });
  const first = pdf('the first file');
  const panel = page.getByRole('complementary', { name: `Details of ${NAME}` });
  const versions = panel.getByRole('region', { name: 'Earlier versions' });

  await test('us: a replaced document lists its earlier file, and the download gives back its bytes', async () => {
    await signIn(page, 'maria@acme.example', undefined, server.baseUrl);
    await page.goto(`${server.baseUrl}/documents`);
    await page.locator('.documents-toolbar .documents-button--primary:not([disabled])').waitFor();
    await chooseFile(page, first);
    await page.getByRole('button', { name: NAME, exact: true }).waitFor();
    await chooseFile(page, pdf('the second file, which replaces it'));
    await page.getByRole('dialog').getByRole('button', { name: 'Replace' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('.documents-upload__file.is-done').waitFor();
    await page.locator('.documents-upload .documents-icon-button').last().click();

    await page.getByRole('button', { name: `Details of ${NAME}` }).click();
    const items = versions.getByRole('listitem');
    await items.first().waitFor();
    assert.equal(await items.count(), 1);
    assert.match(await items.first().innerText(), /Replaced .*\n.*uploaded by you or your team/);
    await shot(1280);
    assert.deepEqual(await seriousViolations(page, '.documents-details'), []);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      versions.getByRole('button', { name: new RegExp(`^Download the version of ${NAME} replaced `) }).click(),
    ]);
    assert.equal(download.suggestedFilename(), NAME);
    assert.deepEqual(await readFile((await download.path())!), first);
  });

  await test('us: the Versions section reads at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const button = versions.getByRole('button', { name: /^Download the version of / });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the download button is on screen (${box.x}+${box.width})`);
    await shot(390);
  });
  await page.close();
};

export default suite;
