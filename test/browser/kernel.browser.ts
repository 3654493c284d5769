import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { resolveVariant, validateRegistryFile } from '@portico/kernel/registry-file';
import type { BrowserSuite, ServerDeclaration } from './harness';

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

/**
 * Each stylesheet of the source (core/, plugins/) with the classes it styles. rollup-plugin-import-css writes to
 * the build's stylesheet only the CSS modules no chunk holds, so a chunking rule that moves one into a chunk
 * drops its rules silently.
 */
function sourceStylesheets(): Array<{ file: string; classes: string[] }> {
  return ['core', 'plugins'].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => {
      const rules = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''); // comments name files: "theme-colors.ts"
      return { file: join(dir, file), classes: [...new Set([...rules.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))] };
    }));
}

/** Whether the stylesheet styles this class: ".shell" in ".shell{" or ".shell>main", not in ".shell-footer". */
const styles = (css: string, className: string) => new RegExp(`\\.${className}(?![\\w-])`).test(css);

async function recordingPage(browser: Browser): Promise<{ page: Page; requested: string[] }> {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return { page, requested };
}

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, baseUrl, startServer, signIn, test }) => {
  const brOnly = brOnlyChunks();
  const taxCalendar = buildMap<Record<string, string[]>>('plugin-chunks.json')['br.tax-calendar']![0]!;

  await test('the page\'s inline rules and stylesheet hold the rules of every source stylesheet', async () => {
    const html = await (await fetch(`${baseUrl}/documents`)).text();
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    assert.ok(href, 'the page links its stylesheet');
    // The first paint's rules (core/app/first-paint.css) are written into the page itself.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    assert.ok(styles(inline, 'boot-splash'), 'the page carries the loading state\'s rules inline');
    const css = `${inline}\n${await (await fetch(`${baseUrl}${href}`)).text()}`;
    const sheets = sourceStylesheets();
    assert.ok(sheets.length > 10, 'the source has its stylesheets');
    const missing = sheets.map(({ file, classes }) => ({ file, lost: classes.filter((c) => !styles(css, c)) })).filter(({ lost }) => lost.length > 0);
    assert.deepEqual(missing, [], `${href}: ${css.length} characters`);
  });

  await test('the page preloads the portal\'s React tree beside the entry, which carries none of it', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    assert.ok(entry, 'the page names its entry');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    const screens = preloads.find((href) => /\/assets\/screens-[^/]+\.js$/.test(href));
    assert.ok(screens, `the screens' chunk is preloaded (${preloads.join(', ')})`);
    // React's production errors point to react.dev: the library is in the screens' chunk, not in the entry.
    assert.match(await (await fetch(`${baseUrl}${screens}`)).text(), /react\.dev\/errors/);
    assert.doesNotMatch(await (await fetch(`${baseUrl}${entry}`)).text(), /react\.dev\/errors/);
  });

  await test('a returning browser asks for the firm\'s logo before the page\'s scripts', async () => {
    // The theme cookie maria's first visit leaves (firm 1001, Northwind Accounting).
    const html = await (await fetch(`${baseUrl}/documents`, { headers: { cookie: 'bmTheme=1001' } })).text();
    const logo = html.indexOf('<link rel="preload" as="image"');
    assert.ok(logo > 0, 'the page preloads the logo');
    assert.ok(logo < html.indexOf('<script type="module"'), 'before the entry');
    assert.ok(logo < html.indexOf('<link rel="modulepreload"'), 'and before the chunks');
  });

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
