import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { resolveVariant, validateRegistryFile } from '@portico/kernel/registry-file';
import type { BrowserSuite } from './harness';

/** Chunks of the features only the br variant enables, from the build's plugin-chunks.json (feature id -> chunks). */
function brOnlyChunks(): string[] {
  const registry = validateRegistryFile(JSON.parse(readFileSync('registry.json', 'utf8')));
  const us = new Set(resolveVariant(registry, 'us').features);
  const chunks = JSON.parse(readFileSync(join(process.env.PORTICO_DIST ?? 'dist', 'plugin-chunks.json'), 'utf8')) as Record<string, string[]>;
  return resolveVariant(registry, 'br')
    .features.filter((id) => !us.has(id))
    .flatMap((id) => chunks[id] ?? [])
    .map((file) => `/${file}`);
}

async function recordingPage(browser: Browser): Promise<{ page: Page; requested: string[] }> {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return { page, requested };
}

const suite: BrowserSuite = async ({ browser, baseUrl, startServer, signIn, test }) => {
  const brOnly = brOnlyChunks();
  const taxCalendar = JSON.parse(readFileSync(join(process.env.PORTICO_DIST ?? 'dist', 'plugin-chunks.json'), 'utf8'))['br.tax-calendar'][0] as string;

  await test('the us variant never requests a chunk of a br-only plugin', async () => {
    assert.ok(brOnly.length > 0, 'the br variant should enable plugins that us does not');
    const { page, requested } = await recordingPage(browser);
    await signIn(page, 'maria@acme.example');
    for (const path of ['/home', '/documents', '/actions']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    assert.ok(requested.some((p) => /\/assets\/DocumentsArea-/.test(p)), 'the documents chunk loads, so the recording works');
    assert.deepEqual(requested.filter((p) => brOnly.includes(p)), []);
    await page.close();
  });

  await test('the br variant requests a br plugin chunk only when its route opens', async () => {
    const br = await startServer({ variant: 'br' });
    // Signed in on a page of its own: the sign-in lands on the dashboard, which is not the page under test.
    const context = await browser.newContext();
    const signInPage = await context.newPage();
    await signIn(signInPage, 'joao@contabil.example', undefined, br.baseUrl);
    await signInPage.close();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${br.baseUrl}/documents`);
    await page.waitForLoadState('networkidle');
    assert.ok(!requested.includes(`/${taxCalendar}`), 'not downloaded before the dashboard opens');
    await page.goto(`${br.baseUrl}/home`);
    await page.waitForLoadState('networkidle');
    assert.ok(requested.includes(`/${taxCalendar}`), 'downloaded when the dashboard opens');
    await context.close();
  });
};

export default suite;
