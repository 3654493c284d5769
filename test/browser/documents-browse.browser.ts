import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const MARIA = 'maria@acme.example';
const JOAO = 'joao@contabil.example';
/** Whole names: the details button's name also ends with the file name. */
const FORM_1120 = /^\d{4} Form 1120 - signed\.pdf$/;
const RECONCILIATION = /^December \d{4} Bank Reconciliation\.pdf$/;
const GUIA_DAS = /^Guia DAS\.pdf$/;

function viewportOf(width: number) {
  return { width, height: width === 390 ? 844 : 900 };
}

async function assertSelected(page: Page, name: string) {
  await page.waitForFunction(
    (folder) => [...document.querySelectorAll('[role="treeitem"]')]
      .find((item) => item.textContent?.replace(/^[▾▸]/, '') === folder)
      ?.getAttribute('aria-selected') === 'true',
    name,
  );
}

/** On a phone the tree sits behind the folder button. */
async function openFolder(page: Page, name: string) {
  const toggle = page.locator('.documents-tree-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('treeitem', { name, exact: true }).click();
  await assertSelected(page, name);
}

/** The PDF's first page is drawn (pdf.js, not the browser's viewer) and lies inside the viewport. */
async function assertPdfInView(page: Page) {
  const canvas = page.locator('.documents-pdf__page');
  await canvas.waitFor();
  await page.waitForFunction(() => document.querySelector('.documents-pdf__frame')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 20_000 });
  const box = await canvas.boundingBox();
  const viewport = page.viewportSize()!;
  assert.ok(box && box.width > 100 && box.height > 100, `the page is drawn at a readable size (${JSON.stringify(box)})`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 1 && box.y < viewport.height - 100,
    `the page starts inside the ${viewport.width} px viewport (${JSON.stringify(box)})`);
  // Ink on the canvas: the demo PDF's title is drawn in black on white.
  const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) return true;
    return false;
  });
  assert.ok(inked, 'the PDF page has text drawn on it');
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `nothing wider than the viewport (overflow ${overflow} px)`);
}

/** Screenshots and axe of the list and the viewer at one width; the viewer closes with Esc and focus goes back to its row. */
async function listAndViewer(options: {
  browser: Browser; signIn: (page: Page, email: string, password?: string, baseUrl?: string) => Promise<void>;
  baseUrl: string; email: string; folder: string; pdf: RegExp; width: number; artifactsDir: string; tag: string;
}) {
  const page = await options.browser.newPage({ viewport: viewportOf(options.width) });
  try {
    await options.signIn(page, options.email, undefined, options.baseUrl);
    await page.goto(`${options.baseUrl}/documents`);
    await page.locator('.documents-area [role="treeitem"]').first().waitFor({ state: 'attached' });
    await openFolder(page, options.folder);
    const link = page.getByRole('button', { name: options.pdf });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    await noOverflow(page);
    if (options.width === 390) {
      // Names are whole (up to two lines), the date shows under them.
      const name = await link.evaluate((el) => ({ clipped: el.scrollWidth > el.clientWidth + 1, text: el.textContent }));
      assert.equal(name.clipped, false, `${name.text} is not cut off`);
      const row = page.locator('[role="row"][data-document-id]', { has: link });
      assert.ok(await row.locator('.documents-row__cell--modified').isVisible(), 'the date is visible on a phone');
    }
    await page.screenshot({ path: join(options.artifactsDir, `documents-browse-${options.tag}-list-${options.width}.png`), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    await link.click();
    const viewer = page.getByRole('dialog', { name: options.pdf });
    await viewer.waitFor();
    await assertPdfInView(page);
    await page.screenshot({ path: join(options.artifactsDir, `documents-browse-${options.tag}-viewer-${options.width}.png`) });
    assert.deepEqual(await seriousViolations(page), []);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Esc goes Back in history, whose popstate comes later: wait for the commit that removes the viewer.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'row', undefined, { timeout: 5000 }).catch(() => undefined);
    const focused = await page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), text: document.activeElement?.textContent ?? '' }));
    assert.equal(focused.role, 'row', 'focus is back on the row');
    assert.match(focused.text, new RegExp(options.pdf.source.replace(/^\^|\$$/g, '')));
    assert.ok(!new URL(page.url()).searchParams.has('open'), 'the URL no longer names the document');
  } finally {
    await page.close();
  }
}

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, baseUrl, artifactsDir, startServer, signIn, test }) => {
  const page = await browser.newPage({ viewport: viewportOf(1280) });

  await test('the open folder survives a reload, and Back and Forward move between folders', async () => {
    await signIn(page, MARIA, undefined, baseUrl);
    await page.goto(`${baseUrl}/documents`);
    await assertSelected(page, 'Client Uploads');
    await openFolder(page, 'Tax Returns');
    assert.ok(new URL(page.url()).searchParams.get('folder'), 'the folder is in the URL');
    await page.reload();
    await assertSelected(page, 'Tax Returns');
    await page.getByRole('button', { name: FORM_1120 }).waitFor();
    await openFolder(page, 'Payroll');
    await page.goBack();
    await assertSelected(page, 'Tax Returns');
    await page.goForward();
    await assertSelected(page, 'Payroll');
  });

  await test('a first load asks for each folder list and the open folder\'s documents once, in name order, and compares no names itself', async () => {
    // The same signed-in session in a page that counts the collators it builds (each is tens of ms on a phone).
    const probing = await browser.newContext({ viewport: viewportOf(1280), storageState: await page.context().storageState() });
    const probe = await probing.newPage();
    // A string: a compiled function would carry the test runner's helpers into the page.
    await probe.addInitScript(`{
      let built = 0;
      Intl.Collator = new Proxy(Intl.Collator, { construct: (target, args) => (built++, Reflect.construct(target, args)) });
      window.collatorsBuilt = () => built;
    }`);
    const asked: URL[] = [];
    probe.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/documents/')) asked.push(url);
    });
    await probe.goto(`${baseUrl}/documents`);
    await probe.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    await probe.waitForLoadState('networkidle');
    const paths = asked.map((url) => url.pathname.replace(/^\/api\/documents\/v1\/clients\/[^/]+/, ''));
    assert.ok(paths.some((path) => path.endsWith('/documents')), `the open folder's documents were asked for (${paths.join(', ')})`);
    assert.deepEqual(paths.filter((path, i) => paths.indexOf(path) !== i), [], `no documents call twice (${paths.join(', ')})`);
    // Whichever way the variant lists folders (all at once, or roots and each one's descendants).
    const folderLists = asked.filter((url) => /\/(containers|roots|descendants)$/.test(url.pathname));
    assert.ok(folderLists.length > 0, `the folders were asked for (${paths.join(', ')})`);
    for (const url of folderLists) assert.equal(url.searchParams.get('locale')?.toLowerCase(), 'en-us', `${url.pathname} in the portal language's name order`);
    assert.equal(await probe.evaluate(() => (window as unknown as { collatorsBuilt: () => number }).collatorsBuilt()), 0, 'the page built no collator');
    await probing.close();
  });

  await test('Back closes an opened document; Forward opens it again', async () => {
    await openFolder(page, 'Tax Returns');
    await page.getByRole('button', { name: FORM_1120 }).click();
    const viewer = page.getByRole('dialog', { name: FORM_1120 });
    await viewer.waitFor();
    assert.ok(new URL(page.url()).searchParams.get('open'), 'the opened document is in the URL');
    await page.goBack();
    await viewer.waitFor({ state: 'detached' });
    await assertSelected(page, 'Tax Returns');
    await page.goForward();
    await viewer.waitFor();
    await assertPdfInView(page);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  await test('whole-client search finds a document in another folder and names that folder', async () => {
    await openFolder(page, 'Tax Returns');
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('reconciliation');
    await page.getByText('No documents match.').waitFor();
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('client');
    const grid = page.getByRole('grid', { name: /1 document found in all folders/ });
    await grid.waitFor();
    await grid.getByRole('button', { name: RECONCILIATION }).waitFor();
    await grid.getByText('in Documents / Bookkeeping').waitFor();
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('');
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('folder');
  });
  await page.close();

  for (const width of [1280, 390]) {
    await test(`maria (us) at ${width} px: list and PDF viewer in view, Esc closes with focus on the row, screenshots, axe`, () =>
      listAndViewer({ browser, signIn, baseUrl, email: MARIA, folder: 'Tax Returns', pdf: FORM_1120, width, artifactsDir, tag: 'us' }));
  }

  const br = await startServer({ variant: 'br' });
  for (const width of [1280, 390]) {
    await test(`joao (br) at ${width} px: list and PDF viewer in view, Esc closes with focus on the row, screenshots, axe`, () =>
      listAndViewer({ browser, signIn, baseUrl: br.baseUrl, email: JOAO, folder: 'Fiscal', pdf: GUIA_DAS, width, artifactsDir, tag: 'br' }));
  }
};

export default suite;
