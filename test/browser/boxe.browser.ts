import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { typedDayFirst } from './typed-date';

const JOAO = 'joao@contabil.example';
const STORES = [
  ['cfe', 'Armazenamento de CF-e SAT'], ['cte', 'Armazenamento de CT-e'], ['nfce', 'Armazenamento de NFC-e'],
  ['nfe', 'Armazenamento de NF-e'], ['xml', 'Armazenamento de XML'],
] as const;

interface Listed { id: string; accessKey: string | null; number: string; issuedAt: string; role: string; fileName: string }

/**
 * Box-E as joao (br, pt-BR): each of the five stores opens with its documents; the NF-e store filtered by a
 * month lists exactly what the server holds for it; one XML downloads byte for byte as stored in the database;
 * the filtered set exports as a ZIP the browser downloads itself, whose entries (read by unzip) are exactly the filtered keys; the CF-e SAT
 * store offers no write; screenshots at 1280 and 390 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  /** The server's answer for a store, asked with joao's token (what the grid must show). */
  const api = async (path: string, query: Record<string, string> = {}) => {
    const token = await page.evaluate(() => localStorage.getItem('UDSLongToken'));
    const response = await fetch(`${baseUrl}${path}?${new URLSearchParams(query)}`, { headers: { Authorization: `UDSLongToken ${token}` } });
    assert.equal(response.status, 200, `${path} answered ${response.status}`);
    return response.json() as Promise<{ items: Listed[]; totalItems: number }>;
  };
  let clientId = '';
  const open = async (p: Page, kind: string, title: string) => {
    const answer = p.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/storages/${kind}/documents`) && r.ok());
    await p.goto(`${baseUrl}/actions/box-e/${kind}-storage`);
    await p.getByRole('heading', { name: title, level: 1 }).waitFor();
    const response = await answer;
    clientId = new URL(response.url()).pathname.split('/')[5]!;
    return (await response.json()) as { totalItems: number };
  };

  await test('opens each of the five stores from the actions overview, each with its documents', async () => {
    await signIn(page, JOAO, undefined, baseUrl);
    await page.goto(`${baseUrl}/actions#boxESection`);
    await page.getByRole('heading', { name: 'Box-E', level: 2 }).waitFor();
    for (const [kind, title] of STORES) {
      await page.goto(`${baseUrl}/actions#boxESection`);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/storages/${kind}/documents`) && r.ok());
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const { totalItems } = (await (await answer).json()) as { totalItems: number };
      assert.ok(totalItems > 20, `${kind}: ${totalItems} documents`);
      await page.getByTestId('boxe-summary').getByText(`${totalItems} documentos`).waitFor();
      await page.getByRole('grid', { name: title }).getByRole('row').nth(2).waitFor();
    }
    assert.deepEqual(errors, []);
  });

  const month = { from: '', to: '', items: [] as Listed[] };

  await test('filters the NF-e store by period: the grid lists exactly the documents of that month', async () => {
    await open(page, 'nfe', 'Armazenamento de NF-e');
    const all = await api(`/api/boxe/v1/clients/${clientId}/storages/nfe/documents`, { itemsPerPage: '500' });
    const ym = all.items[6]!.issuedAt.slice(0, 7);
    month.from = `${ym}-01`;
    month.to = `${ym}-${new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), 0)).getUTCDate()}`;
    month.items = all.items.filter((d) => d.issuedAt.startsWith(ym));
    assert.ok(month.items.length >= 2 && month.items.length < all.totalItems);

    await page.getByLabel('Emitidas de').fill(typedDayFirst(month.from));
    const filtered = page.waitForResponse((r) => r.url().includes('/storages/nfe/documents') && r.url().includes(`to=${month.to}`));
    await page.getByLabel('Emitidas até').fill(typedDayFirst(month.to));
    await filtered;
    await page.getByTestId('boxe-summary').getByText(new RegExp(`^${month.items.length} documentos`)).waitFor();
    const grid = page.getByRole('grid', { name: 'Armazenamento de NF-e' });
    // Header + one line per document (+ none loading): every key of the month, no other.
    await page.waitForFunction((n) => document.querySelectorAll('[role="grid"] [role="row"]').length === n + 1, month.items.length);
    const shownKeys = (await grid.getByRole('row').allInnerTexts()).slice(1).map((text) => /\d{44}/.exec(text)?.[0]);
    assert.deepEqual(shownKeys.sort(), month.items.map((d) => d.accessKey).sort());
    // At 1280 the toolbar's buttons say what they do.
    for (const name of ['Atualizar', 'Exportar ZIP', 'Colunas', 'Agrupar por']) await page.getByRole('toolbar').getByRole('button', { name, exact: true }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'boxe-nfe-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page, '.boxe-store'), []);
  });

  await test('downloads one XML whose bytes equal the stored ones', async () => {
    const target = month.items[0]!;
    const row = page.getByRole('row').filter({ hasText: target.accessKey! });
    const download = page.waitForEvent('download');
    // The button says what it downloads, and its name says of which document.
    const xml = row.getByRole('button', { name: `Baixar XML: nº ${target.number}` });
    assert.equal(await xml.textContent(), 'XML');
    await xml.click();
    const file = await (await download).path();
    const db = new SQLite(join(server.dataDir, 'portico.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const stored = db.prepare('select f.content from br_fiscal_documents d join br_files f on f.id = d.file_id where d.id = ?').get(target.id) as { content: Buffer };
      assert.equal(Buffer.compare(readFileSync(file), stored.content), 0);
    } finally {
      db.close();
    }
    assert.equal((await download).suggestedFilename(), `${target.accessKey}.xml`);
  });

  await test("exports the filtered set as a ZIP the browser downloads itself, whose entries are exactly the filtered keys (read by unzip)", async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar ZIP' }).click();
    // The browser's own download of the signed link (the page never reads the archive), for the month's filters.
    const link = new URL((await download).url());
    assert.equal(link.pathname, '/api/boxe/v1/exports/nfe');
    assert.deepEqual([link.searchParams.get('clientId'), link.searchParams.get('from'), link.searchParams.get('to')], [clientId, month.from, month.to]);
    assert.match((await download).suggestedFilename(), /^box-e-nfe-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByRole('status').filter({ hasText: `O ZIP de ${month.items.length} documentos está sendo baixado pelo navegador; o progresso aparece nos seus downloads.` }).waitFor();
    const zip = await (await download).path();
    execFileSync('unzip', ['-tq', zip]);
    const entries = execFileSync('zipinfo', ['-1', zip], { encoding: 'utf8' }).trim().split('\n').sort();
    assert.deepEqual(entries, month.items.map((d) => `${d.issuedAt.slice(0, 7)}/${d.role}/${d.accessKey}.xml`).sort());
  });

  await test('the CF-e SAT store is a read-only archive: no upload, delete or other write', async () => {
    await open(page, 'cfe', 'Armazenamento de CF-e SAT');
    await page.getByTestId('boxe-read-only').getByText(/Arquivo somente leitura/).waitFor();
    const store = page.locator('.boxe-store');
    assert.equal(await store.locator('input[type="file"]').count(), 0);
    const labels = await store.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
    assert.ok(labels.some((l) => l.startsWith('Baixar XML: nº')) && labels.some((l) => l.startsWith('Baixar extrato do CF-e: nº')), labels.join(', '));
    const writes = labels.filter((l) => /enviar|carregar|upload|excluir|remover|adicionar|apagar|editar|importar/i.test(l));
    assert.deepEqual(writes, []);
  });

  await test('at 1280 px every access key shows whole beside its copy button, in the NF-e and in the XML store', async () => {
    for (const [kind, title, digits] of [['nfe', 'Armazenamento de NF-e', 44], ['xml', 'Armazenamento de XML', 50]] as const) {
      await open(page, kind, title);
      const grid = page.getByRole('grid', { name: title });
      await grid.getByRole('button', { name: /^Copiar a chave/ }).first().waitFor();
      // Per line: the key's text, whether it is cut (ellipsis), and the room between it and its button.
      const keys = await grid.evaluate((el) => [...el.querySelectorAll('[role="row"]')].slice(1).flatMap((row) => {
        const text = row.children[1]?.querySelector<HTMLElement>('.portico-grid__text');
        const button = row.children[1]?.querySelector('.portico-grid__side-action');
        if (!text || !button) return [];
        return [{ key: text.textContent ?? '', cut: text.scrollWidth > text.clientWidth, room: button.getBoundingClientRect().left - text.getBoundingClientRect().right }];
      }));
      assert.ok(keys.length > 5, `${kind}: ${keys.length} keys shown`);
      for (const k of keys) {
        assert.match(k.key, new RegExp(`^\\d{${digits}}$`));
        assert.ok(!k.cut && k.room >= 0, `${kind}: ${k.key} cut ${k.cut}, ${k.room} px from its button`);
      }
      await page.screenshot({ path: join(artifactsDir, `boxe-${kind}-keys-1280.png`) });
    }
  });

  await test('at 390 px the NF-e store is a card list, readable; axe finds nothing serious', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const p = await phone.newPage();
    try {
      await signIn(p, JOAO, undefined, baseUrl);
      await open(p, 'nfe', 'Armazenamento de NF-e');
      const cards = p.getByRole('list', { name: 'Armazenamento de NF-e' });
      await cards.getByRole('listitem').first().getByRole('button', { name: 'Baixar DANFE' }).waitFor();
      // The key whole on the card, wrapped rather than cut.
      const key = await cards.locator('.boxe-card__key').first().evaluate((el) => ({ digits: /\d{44}/.test(el.textContent ?? ''), cut: el.scrollWidth > el.clientWidth }));
      assert.deepEqual(key, { digits: true, cut: false });
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      await p.screenshot({ path: join(artifactsDir, 'boxe-nfe-390.png'), fullPage: true });
      assert.deepEqual(await seriousViolations(p, '.boxe-store'), []);
    } finally {
      await phone.close();
    }
  });

  await context.close();
};

export default suite;
