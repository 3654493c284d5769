import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, signIn, type BrowserSuite, type ServerDeclaration } from './harness';

const MARIA = 'maria@acme.example';
const JOAO = 'joao@contabil.example';

/** The browser's own locale and clock are a US machine's on UTC: the portal must not take either from it. */
async function usMachine(browser: Browser, width = 1280) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', viewport: { width, height: width === 390 ? 844 : 900 } });
  return { context, page: await context.newPage() };
}

/** The language modal, in whatever language the portal speaks now. */
async function chooseLanguage(page: Page, tag: string) {
  await page.getByRole('button', { name: /^(Language|Idioma|Langue|Taal):/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption(tag);
  await dialog.getByRole('button', { name: /^(Save|Salvar|Guardar|Enregistrer|Opslaan)$/ }).click();
  await page.waitForFunction((lang) => document.documentElement.lang.toLowerCase() === lang, tag);
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Cells whose text the browser cuts (ellipsis or hidden overflow), by their text. */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((cells) => cells
    .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
    .map((cell) => cell.textContent ?? ''));
}

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'us' }, { variant: 'br' }];

const suite: BrowserSuite = async ({ browser, artifactsDir, startServer, test }) => {
  // maria's language changes here: a server of this file's own, not the shared one other files meet her on.
  const us = await startServer({ variant: 'us' });
  const br = await startServer({ variant: 'br' });

  await test("maria reading es-AR: the root folder is 'Documentos', the Modified date is whole at 1280 px, the title names her firm", async () => {
    const { context, page } = await usMachine(browser);
    try {
      await signIn(page, us.baseUrl, MARIA, DEMO_PASSWORD);
      await page.goto(`${us.baseUrl}/documents`);
      await page.locator('.documents-area [role="treeitem"]').first().waitFor();
      await chooseLanguage(page, 'es-ar');
      const root = page.locator('.documents-area [role="treeitem"]').first();
      await page.waitForFunction(() => /Documentos$/.test(document.querySelector('.documents-area [role="treeitem"]')?.textContent ?? ''));
      assert.match((await root.textContent()) ?? '', /Documentos$/);
      // Folders the firm named keep their names.
      await page.getByRole('treeitem', { name: 'Tax Returns', exact: true }).click();
      await page.locator('.documents-row__cell--modified').nth(1).waitFor();
      assert.deepEqual(await cutTexts(page, '[role="row"][data-document-id] .documents-row__cell--modified'), []);
      const title = await page.title();
      assert.match(title, / · /);
      assert.doesNotMatch(title, /Client Center/, `the title names the firm (${title})`);
      await page.screenshot({ path: join(artifactsDir, 'languages-es-ar-maria-documents-1280.png') });
    } finally {
      await context.close();
    }
  });

  await test("the sign-in page names the firm this browser last saw, and 'Client Center' only for a browser that saw none", async () => {
    const { context, page } = await usMachine(browser);
    try {
      await page.goto(`${br.baseUrl}/auth`);
      await page.getByLabel(/e-?mail/i).waitFor();
      assert.match((await page.locator('main .lead').first().textContent()) ?? '', /Client Center/);
      // The portal's theme cookie: the firm whose portal this browser opened last (Horizonte, 2001).
      await context.addCookies([{ name: 'bmTheme', value: '2001', url: br.baseUrl }]);
      await page.goto(`${br.baseUrl}/auth`);
      await page.getByLabel(/e-?mail/i).waitFor();
      const lead = (await page.locator('main .lead').first().textContent()) ?? '';
      assert.match(lead, /Horizonte Contabilidade/);
      assert.doesNotMatch(lead, /Client Center/);
      assert.match(await page.title(), /Horizonte Contabilidade/);
      await page.screenshot({ path: join(artifactsDir, 'languages-signin-firm-1280.png') });
    } finally {
      await context.close();
    }
  });

  await test("joao's filing receipts on a UTC machine in en-US: Brasília's clock, competência as MM/yyyy, typed days and the manifest's month in pt-BR order", async () => {
    const { context, page } = await usMachine(browser);
    try {
      await signIn(page, br.baseUrl, JOAO, DEMO_PASSWORD);
      await page.goto(`${br.baseUrl}/actions/protocols/filing-receipts`);
      const first = page.locator('.filing-receipts__item').first();
      await first.waitFor({ timeout: 20_000 });
      const time = first.locator('time');
      const iso = (await time.getAttribute('datetime'))!;
      const brasilia = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
      assert.match((await time.textContent()) ?? '', new RegExp(`${brasilia} BRT$`), `${iso} on Brasília's clock`);
      const competences = await page.locator('.filing-receipts__competence').allTextContents();
      assert.ok(competences.length > 0);
      for (const c of competences) assert.match(c, /^(\d{2}\/\d{4}|\d{4})$/);
      assert.doesNotMatch(await page.title(), /Client Center/);

      // The period's days read dd/mm/aaaa though the browser is en-US, and a typed day filters as an ISO day.
      const from = page.getByLabel('De', { exact: true });
      assert.equal(await from.getAttribute('type'), 'text');
      assert.equal(await from.getAttribute('placeholder'), 'DD/MM/AAAA');
      assert.match(await from.inputValue(), /^\d{2}\/\d{2}\/\d{4}$/);
      const listed = page.waitForResponse((r) => r.url().includes('2026-01-31') && r.ok());
      await from.fill('31012026');
      assert.equal(await from.inputValue(), '31/01/2026');
      await listed;

      // The manifest's issue month reads mm/aaaa, not the browser's month field, and asks for that month's days.
      await page.goto(`${br.baseUrl}/actions/nfe-manifest/invoice-processing`);
      const month = page.getByLabel('Mês de emissão');
      await month.waitFor({ timeout: 20_000 });
      assert.equal(await month.getAttribute('type'), 'text');
      assert.equal(await month.getAttribute('placeholder'), 'MM/AAAA');
      const monthListed = page.waitForResponse((r) => r.url().includes('from=2026-02-01') && r.url().includes('to=2026-02-28') && r.ok());
      await month.fill('022026');
      assert.equal(await month.inputValue(), '02/2026');
      await monthListed;
    } finally {
      await context.close();
    }
  });

  // Every screen at both widths in both languages: looked at, scanned, nothing wider than a phone.
  const screens: Array<[string, string]> = [
    ['dashboard', '/home'],
    ['documents', '/documents'],
    ['box-e', '/actions/box-e/nfe-storage'],
    ['service-request', '/actions/service-request/payroll-entries'],
    ['manifest', '/actions/nfe-manifest/invoice-processing'],
    ['protocols', '/actions/protocols/filing-receipts'],
  ];
  for (const language of ['pt-br', 'es-ar']) {
    await test(`joao in ${language}: each screen at 390 and 1280 px, whole and with no serious axe violation`, async () => {
      const { context, page } = await usMachine(browser);
      const problems: string[] = [];
      try {
        await signIn(page, br.baseUrl, JOAO, DEMO_PASSWORD);
        if (language !== 'pt-br') await chooseLanguage(page, language);
        // The CND page is reached from its widget (its address names the client).
        await page.goto(`${br.baseUrl}/home`);
        const cnd = page.locator('a[href*="/home/cnd/"]').first();
        await cnd.waitFor({ timeout: 20_000 });
        const cndPath = new URL((await cnd.getAttribute('href'))!, br.baseUrl).pathname;
        for (const [name, path] of [...screens, ['cnd', cndPath] as [string, string]]) {
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            await page.goto(`${br.baseUrl}${path}`);
            await page.locator('main h1, main h2, [role="main"] h1').first().waitFor({ timeout: 20_000 }).catch(() => undefined);
            await page.waitForLoadState('networkidle').catch(() => undefined);
            await page.screenshot({ path: join(artifactsDir, `languages-${language}-${name}-${width}.png`), fullPage: true });
            const wider = await overflow(page);
            if (wider > 0) problems.push(`${name} at ${width}: ${wider} px wider than the viewport`);
            for (const v of await seriousViolations(page)) problems.push(`${name} at ${width}: ${v}`);
          }
        }
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, []);
    });
  }

  for (const language of ['pt-br', 'es-ar']) {
    await test(`equipe views joao's portal in ${language} at 390 px: the preview banner in at most two lines, the header's names readable`, async () => {
      const { context, page } = await usMachine(browser, 390);
      try {
        await signIn(page, br.baseUrl, 'equipe@contabil.example', DEMO_PASSWORD);
        await page.getByRole('button', { name: /^Ver como João/ }).click();
        const banner = page.locator('.preview-banner');
        await banner.waitFor();
        await page.locator('main#main').waitFor({ timeout: 30_000 });
        // The preview speaks the staff member's language; the address's lang chooses it for this load.
        await page.goto(`${br.baseUrl}/documents?lang=${language}`);
        await page.waitForFunction((lang) => document.documentElement.lang.toLowerCase() === lang, language);
        await banner.waitFor();
        await page.locator('.client-name').waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.screenshot({ path: join(artifactsDir, `languages-${language}-preview-390.png`) });
        // Lines of text as rendered (the text's own height over its line height), not as the DOM holds them.
        const layout = await banner.evaluate((el) => {
          const text = el.querySelector('.preview-text')!;
          const close = el.querySelector('.preview-close')!;
          const box = close.getBoundingClientRect();
          return {
            height: el.getBoundingClientRect().height, spills: el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth,
            textLines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)),
            closeLines: Math.round((box.height - 14) / parseFloat(getComputedStyle(close).lineHeight)),
            closeInside: box.left >= 0 && box.right <= window.innerWidth,
          };
        });
        assert.ok(layout.textLines <= 2 && layout.closeLines === 1, `banner text in ${layout.textLines} lines, its button in ${layout.closeLines}`);
        assert.ok(!layout.spills && layout.closeInside, `the banner holds its text and button (${JSON.stringify(layout)})`);
        assert.ok(layout.height >= 50 && layout.height <= 64, `banner ${layout.height} px high`);
        // A name the header cuts carries its whole text as a tooltip and in its accessible name.
        const names = await page.locator('.shell-brand, .client-switcher-toggle, .client-switcher.single').evaluateAll((nodes) => nodes.map((node) => {
          const text = node.querySelector('.brand-name, .client-name');
          const cut = text ? text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1 : false;
          return { text: text?.textContent ?? '', cut, title: text?.getAttribute('title') ?? null, label: node.getAttribute('aria-label') ?? node.textContent ?? '' };
        }));
        assert.equal(names.find((n) => n.text === 'Horizonte Contabilidade')?.cut, false, "the firm's name is whole at 390 px");
        for (const name of names.filter((n) => n.cut)) {
          assert.equal(name.title, name.text, `"${name.text}" is cut without a tooltip`);
          assert.ok(name.label.includes(name.text), `"${name.text}" is cut out of its accessible name`);
        }
        assert.deepEqual(await seriousViolations(page), []);
      } finally {
        await context.close();
      }
    });
  }
};

export default suite;
