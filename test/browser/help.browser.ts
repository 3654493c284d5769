import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { seriousViolations } from './axe';

const MARIA = 'maria@acme.example';
const JOAO = 'joao@contabil.example';

interface Visit {
  baseUrl: string;
  /** Help button name and "Suggested articles" heading in the user's language. */
  words: { help: string; suggested: string };
  /** Where the menu is opened and its links collected. */
  screens: string[];
}

/** Opens the help menu and waits for the screen's suggested articles. */
async function openHelp(page: Page, words: Visit['words']) {
  await page.getByRole('button', { name: words.help, exact: true }).click();
  const panel = page.getByRole('group', { name: words.help });
  await panel.getByRole('heading', { name: words.suggested }).waitFor();
  return panel;
}

/**
 * Every link the help menu offers on each screen, followed with a real HTTP request: each must answer 200
 * with HTML. Returns the links seen (absolute).
 */
async function followEveryLink(v: Visit, page: Page): Promise<Set<string>> {
  const links = new Set<string>();
  for (const path of v.screens) {
    await page.goto(`${v.baseUrl}${path}`);
    const panel = await openHelp(page, v.words);
    for (const href of await panel.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) links.add(href);
    await page.keyboard.press('Escape');
  }
  for (const link of links) {
    assert.ok(link.startsWith(v.baseUrl), `${link} is a page of the portal itself`);
    const response = await page.request.get(link);
    assert.equal(response.status(), 200, `${link} answers 200`);
    assert.match(response.headers()['content-type'] ?? '', /^text\/html/, `${link} is HTML`);
    assert.match(await response.text(), /<h1>[^<]+<\/h1>/, `${link} has a heading`);
  }
  return links;
}

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, baseUrl, artifactsDir, signIn, startServer, test }) => {
  const maria: Visit = {
    baseUrl,
    words: { help: 'Help', suggested: 'Suggested articles' },
    // The us variant gives maria no dashboard widgets and no actions: documents is her one screen.
    screens: ['/documents'],
  };

  await test('maria (us): every default help link answers 200 with HTML; search opens the portal search', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, MARIA);
    const links = await followEveryLink(maria, page);
    assert.ok([...links].some((l) => l.includes('/help/articles/upload-documents')), 'the documents screen suggests the upload article');
    assert.ok([...links].some((l) => l.includes('/help/how-to')) && [...links].some((l) => l.includes('/help/privacy/en')), 'how-to and privacy offered');
    assert.ok(![...links].some((l) => l.includes('service-requests')), 'no Brazilian article in the us variant');

    await page.goto(`${baseUrl}/documents`);
    const panel = await openHelp(page, maria.words);
    await panel.getByText(/^Version \S+/).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'help-maria-1280-menu.png') });
    assert.deepEqual(await seriousViolations(page), []);

    const popup = context.waitForEvent('page');
    await panel.getByRole('searchbox').fill('delete');
    await page.keyboard.press('Enter');
    const results = await popup;
    await results.waitForLoadState();
    assert.equal(new URL(results.url()).pathname, '/help/search');
    await results.getByRole('heading', { level: 1, name: /articles? for “delete”/ }).waitFor();
    await results.getByRole('link', { name: 'Deleting documents' }).first().click();
    await results.getByRole('heading', { level: 1, name: 'Deleting documents' }).waitFor();
    await results.getByText('Northwind Accounting').first().waitFor();
    await results.screenshot({ path: join(artifactsDir, 'help-maria-1280-article.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(results), []);
    await context.close();
  });

  await test('maria (us) at 390 px: the menu fits and the help pages read', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, MARIA);
    await page.goto(`${baseUrl}/documents`);
    const panel = await openHelp(page, maria.words);
    const box = await panel.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the menu stays on screen (${JSON.stringify(box)})`);
    await page.screenshot({ path: join(artifactsDir, 'help-maria-390-menu.png') });
    assert.deepEqual(await seriousViolations(page), []);

    const howTo = await context.newPage();
    await howTo.goto(await panel.getByRole('link', { name: 'How-to guides' }).getAttribute('href').then((h) => new URL(h!, baseUrl).href));
    await howTo.getByRole('heading', { level: 1, name: 'How-to guides' }).waitFor();
    assert.equal(await howTo.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
    await howTo.screenshot({ path: join(artifactsDir, 'help-maria-390-how-to.png') });
    assert.deepEqual(await seriousViolations(howTo), []);
    await context.close();
  });

  const br = await startServer({ variant: 'br' });
  const joao: Visit = {
    baseUrl: br.baseUrl,
    words: { help: 'Ajuda', suggested: 'Artigos sugeridos' },
    screens: ['/home', '/documents', '/actions', '/actions/service-request/general-requests', '/actions/nfe-manifest/invoice-processing', '/actions/br-reports/payroll-entries'],
  };

  await test('joao (br, pt-BR): every default help link answers 200 with HTML in Portuguese, with his firm’s name', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, JOAO, undefined, br.baseUrl);
    const links = await followEveryLink(joao, page);
    for (const id of ['service-requests', 'invoice-manifest', 'reports', 'boxe', 'privacy/pt']) {
      assert.ok([...links].some((l) => l.includes(id)), `${id} offered`);
    }
    const article = await context.newPage();
    await article.goto([...links].find((l) => l.includes('/help/articles/invoice-manifest'))!);
    await article.getByRole('heading', { level: 1, name: 'Manifestação do destinatário' }).waitFor();
    await article.getByText('Horizonte Contabilidade').first().waitFor();
    assert.equal(await article.getAttribute('html', 'lang'), 'pt-BR');
    await article.screenshot({ path: join(artifactsDir, 'help-joao-1280-article.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(article), []);

    await page.goto(`${br.baseUrl}/actions/service-request/general-requests`);
    const panel = await openHelp(page, joao.words);
    await panel.getByText(/^Versão \S+/).waitFor();
    await panel.getByRole('button', { name: 'Enviar feedback' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'help-joao-1280-menu.png') });
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  await test('joao (br, pt-BR) at 390 px: the menu, the fallback search and the privacy policy', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, JOAO, undefined, br.baseUrl);
    await page.goto(`${br.baseUrl}/documents`);
    const panel = await openHelp(page, joao.words);
    const box = await panel.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the menu stays on screen (${JSON.stringify(box)})`);
    await page.screenshot({ path: join(artifactsDir, 'help-joao-390-menu.png') });
    assert.deepEqual(await seriousViolations(page), []);

    const popup = context.waitForEvent('page');
    await panel.getByRole('searchbox').fill('férias');
    await page.keyboard.press('Enter');
    const results = await popup;
    await results.getByRole('heading', { level: 1, name: /para “férias”/ }).waitFor();
    await results.getByRole('link', { name: 'Enviar uma solicitação de serviço' }).first().waitFor();
    assert.equal(await results.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
    await results.screenshot({ path: join(artifactsDir, 'help-joao-390-search.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(results), []);

    const privacy = await context.newPage();
    await privacy.goto(new URL((await panel.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href'))!, br.baseUrl).href);
    await privacy.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    await privacy.getByText(/Lei 13\.709\/2018/).waitFor();
    await privacy.screenshot({ path: join(artifactsDir, 'help-joao-390-privacy.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(privacy), []);
    await context.close();
  });
};

export default suite;
