import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

/** A tiny but real PDF (the server checks the bytes, not the name). */
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

const chooseFiles = (page: Page, files: Array<{ name: string; buffer: Buffer }>) =>
  page.getByTestId('documents-file-input').setInputFiles(files.map((f) => ({ ...f, mimeType: 'application/pdf' })));

const alert = (page: Page, text: string | RegExp) => page.locator('.shell-alert', { hasText: text });

/** maria (us) and joao (br): uploads, same names, the leave-page warning, the trash; 390 px screenshots and axe. */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{}, { variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  for (const { variant, email, texts } of [
    { variant: 'us', email: 'maria@acme.example', texts: { keepBoth: 'Keep both', replace: 'Replace', trash: 'Trash', restore: /^Restore / } },
    { variant: 'br', email: 'joao@contabil.example', texts: { keepBoth: 'Manter os dois', replace: 'Substituir', trash: 'Lixeira', restore: /^Restaurar / } },
  ] as const) {
    const server = await startServer(variant === 'br' ? { variant: 'br' } : {});
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const shot = (name: string) => page.screenshot({ path: join(artifactsDir, `documents-change-${variant}-${name}-390.png`) });
    const rows = (name: string) => page.getByRole('button', { name, exact: true });

    await test(`${variant}: "P&L Statement 2025.pdf" uploads, named for its client and folder`, async () => {
      await signIn(page, email, undefined, server.baseUrl);
      await page.goto(`${server.baseUrl}/documents`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      // The upload button turns on once the client's upload folder is known, as a user would wait for it.
      await page.locator('.documents-toolbar .documents-button--primary:not([disabled])').waitFor();
      await chooseFiles(page, [{ name: 'P&L Statement 2025.pdf', buffer: pdf('pl') }]);
      await page.locator('.documents-upload__target').waitFor();
      await rows('P&L Statement 2025.pdf').waitFor();
      await shot('upload-panel');
    });

    await test(`${variant}: a same-name upload offers keep both or replace, and each does what it says`, async () => {
      await chooseFiles(page, [{ name: 'P&L Statement 2025.pdf', buffer: pdf('pl 2') }]);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: texts.keepBoth }).waitFor();
      await shot('conflict-dialog');
      assert.deepEqual(await seriousViolations(page), []);
      await dialog.getByRole('button', { name: texts.keepBoth }).click();
      await rows('P&L Statement 2025 (2).pdf').waitFor();

      await page.locator('.documents-upload .documents-icon-button').last().click();
      await chooseFiles(page, [{ name: 'P&L Statement 2025.pdf', buffer: pdf('pl 3') }]);
      await page.getByRole('dialog').getByRole('button', { name: texts.replace }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.locator('.documents-upload__file.is-done').waitFor();
      // Replace keeps one document of that name (its old file is a version), no third row.
      assert.equal(await rows('P&L Statement 2025.pdf').count(), 1);
      assert.equal(await rows('P&L Statement 2025 (3).pdf').count(), 0);
      await page.locator('.documents-upload .documents-icon-button').last().click();
    });

    await test(`${variant}: reload in the middle of an upload asks first`, async () => {
      // Holds the upload's answer so it stays in flight.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route('**/uploads**', async (route) => {
        await held;
        // The request may have ended with the page meanwhile.
        await route.continue().catch(() => undefined);
      });
      await chooseFiles(page, [{ name: 'Slow upload.pdf', buffer: pdf('slow') }]);
      await page.locator('.documents-upload__file.is-uploading').waitFor();
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.dismiss(); }));
      // A reload the page starts (as F5 does) runs beforeunload; the clicks before gave the page user activation.
      await page.evaluate(() => setTimeout(() => location.reload(), 0));
      assert.equal(await asked, 'beforeunload');
      release();
      await page.unroute('**/uploads**');
      await rows('Slow upload.pdf').waitFor();
    });

    await test(`${variant}: a deleted document is restored from the Trash`, async () => {
      await page.getByRole('checkbox', { name: /P&L Statement 2025 \(2\)\.pdf/ }).check();
      // On a phone the delete action sits behind the toolbar's More menu.
      const more = page.locator('.documents-toolbar__more-button');
      if (await more.isVisible()) await more.click();
      await page.getByRole('button', { name: /^(Delete|Excluir) \(1\)$/ }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('button').last().click();
      await rows('P&L Statement 2025 (2).pdf').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: texts.trash, exact: true }).click();
      const trash = page.getByRole('dialog', { name: texts.trash });
      await trash.getByText('P&L Statement 2025 (2).pdf').waitFor();
      await shot('trash');
      assert.deepEqual(await seriousViolations(page), []);
      await trash.getByRole('button', { name: texts.restore }).first().click();
      await trash.getByText('P&L Statement 2025 (2).pdf').waitFor({ state: 'detached' });
      // Focus stays in the dialog once the restored row is gone, so Esc still closes it (issue 41).
      assert.equal(await trash.evaluate((dialog) => dialog.contains(document.activeElement)), true, 'focus in the Trash after Restore');
      await page.keyboard.press('Escape');
      await trash.waitFor({ state: 'detached' });
      await rows('P&L Statement 2025 (2).pdf').waitFor();
      assert.deepEqual(await seriousViolations(page), []);
    });
    await page.close();
  }
};

export default suite;
