import assert from 'node:assert/strict';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const JOAO = 'joao@contabil.example';

/** The overview's section headings, in page order. */
const sectionTitles = async (page: Page) => (await page.locator('.actions-section h2').allTextContents()).map((t) => t.trim());

/**
 * The actions area as joao (br, pt-BR): the overview lists its sections by label, each action with its icon;
 * #section focuses a section; a direct URL to an action joao may not open (the toolkit gallery, whose flag is
 * off in the br variant) shows the not-authorised screen in place and Back returns to the overview;
 * screenshots at 1280 and 390 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

/** The no-access-permission dialog (spec 001 "Modals"): its text for the action's type, then OK. */
async function closeNoAccessDialog(page: Page, text: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Sem permissão de acesso' });
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const brServer = await startServer({ variant: 'br' });
  const { baseUrl } = brServer;

  await test('the overview lists its sections sorted by label, each action with an icon', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    await page.goto(`${baseUrl}/actions`);
    await page.getByRole('heading', { name: 'Ações', level: 1 }).waitFor();
    await page.locator('.actions-section').first().waitFor();
    const titles = await sectionTitles(page);
    assert.ok(titles.length >= 2, `sections shown: ${titles.join(', ')}`);
    const sorted = [...titles].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }));
    assert.deepEqual(titles, sorted);
    for (const section of await page.locator('.actions-section').all()) {
      const links = section.getByRole('link');
      assert.ok((await links.count()) > 0, 'every section shown has an authorised action');
      for (const link of await links.all()) assert.equal(await link.locator('svg path').count(), 1, `${await link.textContent()} has its icon`);
    }
    assert.equal(await page.getByRole('link', { name: 'Galeria de componentes' }).count(), 0, 'the gallery is off in br');
    await page.close();
  });

  await test('#section scrolls to the section and focuses its heading', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
    await signIn(page, JOAO, undefined, baseUrl);
    await page.goto(`${baseUrl}/actions`);
    const last = page.locator('.actions-section').last();
    await last.waitFor();
    const id = (await last.getAttribute('id'))!;
    await page.goto(`${baseUrl}/actions#${id}`);
    await page.waitForFunction((section) => document.activeElement?.id === `${section}-title`, id);
    assert.ok(await last.locator('h2').isVisible());
    const top = await last.evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top < 700, `the section is scrolled into view (top ${top})`);
    await page.close();
  });

  await test('a direct URL to an action joao may not open shows the not-authorised screen in place; Back returns to the overview', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    for (const path of ['/actions/service-request/mocks', '/actions/service-request/no-such-action']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Você não tem acesso a esta ação', level: 1 }).waitFor();
      assert.equal(new URL(page.url()).pathname, path, 'the address is unchanged');
      // An action that exists says in the no-access dialog what its type needs; OK leaves the screen in place.
      if (path.endsWith('/mocks')) await closeNoAccessDialog(page, /não tem permissão para enviar solicitações de/);
      await page.getByText(/não tem permissão para abri-la/).waitFor();
    }
    await page.screenshot({ path: join(artifactsDir, 'actions-not-authorized-1280.png') });
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole('button', { name: 'Voltar para ações' }).click();
    await page.getByRole('heading', { name: 'Ações', level: 1 }).waitFor();
    await page.locator('.actions-section').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/actions');
    await page.close();
  });

  await test('without the ServiceRequest.Employee grant, the admissão form is not authorised in place; Back returns to the overview', async () => {
    // The grant taken away in the server's own database, as a firm administrator would.
    const db = new SQLite(join(brServer.dataDir, 'portico.sqlite'), { fileMustExist: true });
    try {
      const revoked = db.prepare(`DELETE FROM user_permissions WHERE feature = 'ServiceRequest' AND resource = 'Employee'
        AND user_id = (SELECT id FROM users WHERE email = ?)`).run(JOAO);
      assert.equal(revoked.changes, 1);
    } finally {
      db.close();
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    const path = '/actions/service-request/employee-registration';
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: 'Você não tem acesso a esta ação', level: 1 }).waitFor();
    await closeNoAccessDialog(page, /não tem permissão para enviar solicitações de Admissão de empregado/);
    assert.equal(new URL(page.url()).pathname, path, 'the address is unchanged');
    await page.getByRole('button', { name: 'Voltar para ações' }).click();
    await page.getByRole('heading', { name: 'Ações', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/actions');
    // The overview no longer offers it; the other service requests stay.
    await page.locator('.actions-section').first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Admissão de empregado' }).count(), 0);
    await page.getByRole('link', { name: 'Aviso de férias' }).waitFor();
    await page.close();
  });

  await test('the overview at 1280 and 390 px: screenshots and no serious axe violation', async () => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await signIn(page, JOAO, undefined, baseUrl);
      await page.goto(`${baseUrl}/actions`);
      await page.locator('.actions-section').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `nothing wider than the viewport at ${width} px (overflow ${overflow})`);
      await page.screenshot({ path: join(artifactsDir, `actions-overview-${width}.png`), fullPage: true });
      assert.deepEqual(await seriousViolations(page), []);
      await page.close();
    }
  });
};

export default suite;
