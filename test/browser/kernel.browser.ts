import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { resolveVariant, validateRegistryFile } from '@portico/kernel/registry-file';
import type { BrowserSuite } from './harness';

const dist = process.env.PORTICO_DIST ?? 'dist';
const buildMap = <T>(file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as T;

/**
 * Chunks of the features only the br variant enables: their plugins' (plugin-chunks.json) and the chunk of
 * their feature.ts that no us feature shares (feature-chunks.json; the build groups feature.ts by variant).
 */
function brOnlyChunks(): string[] {
  const registry = validateRegistryFile(JSON.parse(readFileSync('registry.json', 'utf8')));
  const us = resolveVariant(registry, 'us').features;
  const plugins = buildMap<Record<string, string[]>>('plugin-chunks.json');
  const { features } = buildMap<{ features: Record<string, string[]> }>('feature-chunks.json');
  const usFiles = new Set(us.flatMap((id) => features[id] ?? []));
  return resolveVariant(registry, 'br')
    .features.filter((id) => !us.includes(id))
    .flatMap((id) => [...(plugins[id] ?? []), ...(features[id] ?? []).filter((file) => !usFiles.has(file))])
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
  const taxCalendar = buildMap<Record<string, string[]>>('plugin-chunks.json')['br.tax-calendar']![0]!;

  await test('the us variant never requests a chunk of a br-only feature or plugin', async () => {
    assert.ok(brOnly.length > 0, 'the br variant should enable plugins that us does not');
    assert.ok(brOnly.some((file) => /\/features-br-[^/]*\.js$/.test(file)), 'the br-only feature manifests are a chunk us never needs');
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
