import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const EQUIPE = 'equipe@contabil.example';
const JOAO = 'joao@contabil.example';
/** A contact of another Horizonte client, added to the server's database for this file. */
const ANA = 'ana@outra.example';
const TITLE = 'Novo prazo da DCTFWeb para a Padaria';

/**
 * News published by the firm (issue 34): equipe writes an article in the staff area's editor and publishes it to
 * one client, Padaria (joao's); joao reads it from his dashboard, and ana, the contact of another client of the
 * same firm, does not see it. The area at 1280 and 390 px with axe.
 */
export const servers: ServerDeclaration = [{ variant: 'br' }];

/** ana: her own client of Horizonte, joao's password and grants, so only her client differs. */
function addOtherClientContact(dataDir: string) {
  const db = new SQLite(join(dataDir, 'portico.sqlite'), { fileMustExist: true });
  try {
    const [clientId, contactId, userId] = [randomUUID(), randomUUID(), randomUUID()];
    const joao = db.prepare('SELECT id, password_hash FROM users WHERE email = ?').get(JOAO) as { id: string; password_hash: string };
    db.transaction(() => {
      db.prepare("INSERT INTO clients (id, firm_id, name, nickname, initials, cnpj) VALUES (?, 2001, 'Outra Comércio Ltda', NULL, 'OC', NULL)").run(clientId);
      db.prepare("INSERT INTO contacts (id, firm_id, given_name, additional_name, family_name, email, secondary_email) VALUES (?, 2001, 'Ana', '', 'Lima', ?, NULL)").run(contactId, ANA);
      db.prepare(`INSERT INTO users (id, firm_id, email, password_hash, prefix, first_name, middle_name, last_name, suffix, language, is_staff, mfa_required, contact_id, created_at)
        VALUES (?, 2001, ?, ?, '', 'Ana', '', 'Lima', '', 'pt-br', 0, 0, ?, ?)`).run(userId, ANA, joao.password_hash, contactId, new Date().toISOString());
      db.prepare('INSERT INTO user_clients (user_id, client_id) VALUES (?, ?)').run(userId, clientId);
      db.prepare('INSERT INTO user_permissions (user_id, feature, resource, "grant") SELECT ?, feature, resource, "grant" FROM user_permissions WHERE user_id = ?').run(userId, joao.id);
    })();
  } finally {
    db.close();
  }
}

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;
  addOtherClientContact(server.dataDir);

  const newsWidget = async (page: Page) => {
    await page.goto(`${baseUrl}/home`);
    return page.getByRole('article', { name: 'Notícias' });
  };

  await test('equipe publishes an article to one client from the staff area', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, EQUIPE, undefined, baseUrl);
    await page.goto(`${baseUrl}/staff/news`);
    await page.getByRole('heading', { level: 1, name: 'Notícias para os clientes' }).waitFor();
    await page.getByRole('link', { name: 'Simples Nacional: limites de faturamento em 2027' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'staff-news-list-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nova notícia' }).waitFor();
    await page.getByLabel('Título').fill(TITLE);
    await page.getByLabel('Resumo').fill('A entrega passa para o dia 25.');
    await page.getByLabel('Autor').fill('Equipe Fiscal');
    // The text by keyboard: Tiptap's shortcut makes the first word bold.
    const body = page.getByRole('textbox', { name: 'Texto' });
    await body.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Atenção');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(': envie os documentos até o dia 20.');
    await page.getByRole('radio', { name: 'Clientes escolhidos' }).check();
    await page.getByLabel('Encontrar um cliente').fill('Padaria');
    await page.getByRole('checkbox', { name: 'Padaria Pão Dourado Ltda' }).check();
    await page.getByText('1 cliente escolhido').waitFor();
    await page.screenshot({ path: join(artifactsDir, 'staff-news-editor-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    const published = page.waitForResponse((r) => r.request().method() === 'POST' && /\/staff\/articles\/[^/]+\/publish$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Publicar agora' }).click();
    const article = await (await published).json() as { state: string; bodyHtml: string; clientIds: string[] };
    assert.equal(article.state, 'published');
    assert.equal(article.bodyHtml, '<p><strong>Atenção</strong>: envie os documentos até o dia 20.</p>');
    assert.equal(article.clientIds.length, 1);
    await page.getByRole('heading', { level: 1, name: 'Editar notícia' }).waitFor();
    await page.getByText(/^Publicada em /).first().waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Editar notícia' }).waitFor();
    await page.getByRole('textbox', { name: 'Texto' }).getByText('Atenção').waitFor();
    await page.screenshot({ path: join(artifactsDir, 'staff-news-editor-390.png'), fullPage: true });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than 390 px');
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  await test("joao, a contact of that client, reads it; ana, another client's contact, does not see it", async () => {
    const joao = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(joao, JOAO, undefined, baseUrl);
    await (await newsWidget(joao)).getByRole('link', { name: new RegExp(TITLE) }).click();
    await joao.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.equal(await joao.locator('.news-body strong').textContent(), 'Atenção');
    await joao.close();

    const ana = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(ana, ANA, undefined, baseUrl);
    const widget = await newsWidget(ana);
    await widget.getByText('O escritório ainda não compartilhou notícias.').waitFor();
    assert.equal(await ana.getByText(TITLE).count(), 0);
    await ana.close();
  });

  await test("equipe tags ana's client on the tags page (390 px) and an article to that tag reaches ana, not joao", async () => {
    const TAGGED = 'Lucro Real: novo prazo da ECF';
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, EQUIPE, undefined, baseUrl);
    await page.goto(`${baseUrl}/staff/news`);
    await page.getByRole('link', { name: 'Etiquetas dos clientes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Etiquetas dos clientes' }).waitFor();
    await page.getByLabel('Encontrar um cliente ou uma etiqueta').fill('Outra');
    await page.getByLabel('Outra Comércio Ltda').fill('lucro-real');
    await page.getByRole('button', { name: 'Salvar etiquetas' }).click();
    await page.getByRole('status').filter({ hasText: 'Etiquetas salvas.' }).waitFor();
    await page.getByText('lucro-real: 1 cliente').waitFor();
    await page.screenshot({ path: join(artifactsDir, 'staff-news-tags-390.png'), fullPage: true });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than 390 px');
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('link', { name: 'Voltar às notícias' }).click();
    await page.getByRole('link', { name: 'Nova notícia' }).click();
    await page.getByLabel('Título').fill(TAGGED);
    await page.getByLabel('Resumo').fill('Para os clientes do lucro real.');
    await page.getByLabel('Autor').fill('Equipe Fiscal');
    await page.getByRole('textbox', { name: 'Texto' }).click();
    await page.keyboard.type('A ECF deste ano vence em julho.');
    await page.getByRole('radio', { name: 'Clientes com uma etiqueta' }).check();
    await page.getByLabel('Etiqueta', { exact: true }).fill('lucro-real');
    const published = page.waitForResponse((r) => r.request().method() === 'POST' && /\/staff\/articles\/[^/]+\/publish$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Publicar agora' }).click();
    assert.equal((await published).status(), 200);
    await page.close();

    const ana = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(ana, ANA, undefined, baseUrl);
    await (await newsWidget(ana)).getByRole('link', { name: new RegExp(TAGGED) }).waitFor();
    await ana.close();
    const joao = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(joao, JOAO, undefined, baseUrl);
    await (await newsWidget(joao)).getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    assert.equal(await joao.getByText(TAGGED).count(), 0, 'joao\'s client carries no such tag');
    await joao.close();
  });
};

export default suite;
