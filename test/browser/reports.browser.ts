import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { typedDayFirst } from './typed-date';

const JOAO = 'joao@contabil.example';
const REPORTS = [
  { route: 'stored-documents', title: 'Documentos armazenados', api: 'stored-documents' },
  { route: 'payroll-entries', title: 'Lançamentos da folha', api: 'payroll-entries' },
  { route: 'payroll-registrations', title: 'Movimentações de pessoal', api: 'payroll-registrations' },
  { route: 'stored-documents-report', title: 'Resumo de documentos armazenados', api: 'stored-documents-summary' },
] as const;

interface Entry { kind: 'Earning' | 'Deduction'; amountCents: number }

const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Reports and filing receipts as joao (br, pt-BR): every report opens with the server's rows; the period changes
 * them; the xlsx export, read back by exceljs, holds the grid's rows and totals; a filing receipt downloads as a
 * PDF; screenshots at 1280 and 390 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;
  const downloads = mkdtempSync(join(tmpdir(), 'portico-reports-'));

  /** Opens a report and returns the rows the server answered (every page) once the grid shows them. */
  const openReport = async (page: Page, report: (typeof REPORTS)[number]) => {
    const answered = page.waitForResponse((r) => { const path = new URL(r.url()).pathname; return path.startsWith('/api/') && path.endsWith(`/${report.api}`) && r.ok(); });
    await page.goto(`${baseUrl}/actions/br-reports/${report.route}`);
    await page.getByRole('heading', { name: report.title, level: 1 }).waitFor();
    const body = (await (await answered).json()) as { items: unknown[] };
    await page.getByRole('grid', { name: report.title }).waitFor();
    return body.items;
  };
  const rowCount = async (page: Page) => Number((await page.getByText(/^\d+ linhas?$/).textContent())!.split(' ')[0]);

  await test('the actions overview lists the reports and protocols sections; each report opens with the server’s rows', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    await page.goto(`${baseUrl}/actions`);
    await page.getByRole('heading', { name: 'Relatórios', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Protocolos', level: 2 }).waitFor();
    // The filing receipts ask for the small action modal: the overview opens them there, and Esc returns to it.
    await page.getByRole('link', { name: 'Recibos de entrega' }).click();
    const modal = page.getByRole('dialog', { name: 'Recibos de entrega' });
    await modal.getByRole('heading', { name: 'Recibos de entrega', level: 1 }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'protocols-modal-1280.png') });
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/actions');
    for (const report of REPORTS) {
      const items = await openReport(page, report);
      assert.ok(items.length > 0, `${report.route}: the demo seed gives joao rows`);
      assert.equal(await rowCount(page), items.length, `${report.route}: the grid shows every row the server holds`);
    }
    await page.close();
  });

  await test('the period changes the rows (stored documents and payroll entries)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    const all = await openReport(page, REPORTS[0]);
    const from = isoDay(new Date(Date.now() - 70 * 86_400_000));
    const narrowed = page.waitForResponse((r) => r.url().includes('/stored-documents?') && r.url().includes(`from=${from}`) && r.ok());
    await page.getByLabel('De', { exact: true }).fill(typedDayFirst(from));
    const items = ((await (await narrowed).json()) as { items: Array<{ storedAt: string }> }).items;
    assert.ok(items.length > 0 && items.length < all.length, `fewer documents since ${from}: ${items.length} of ${all.length}`);
    assert.ok(items.every((d) => d.storedAt >= from));
    await page.getByText(`${items.length} linhas`).waitFor();

    await openReport(page, REPORTS[1]);
    const before = await rowCount(page);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    const monthStart = isoDay(lastMonth);
    await page.getByLabel('De', { exact: true }).fill(typedDayFirst(monthStart));
    await page.getByText(/^\d+ linhas?$|^Nada neste período\.$/).filter({ hasNotText: `${before} linhas` }).waitFor();
    await page.close();
  });

  await test('payroll entries exported to xlsx and read back by exceljs hold the grid’s rows and totals', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signIn(page, JOAO, undefined, baseUrl);
    const entries = (await openReport(page, REPORTS[1])) as Entry[];
    const earnings = entries.filter((e) => e.kind === 'Earning').reduce((n, e) => n + e.amountCents, 0);
    const deductions = entries.filter((e) => e.kind === 'Deduction').reduce((n, e) => n + e.amountCents, 0);
    const footer = page.getByRole('row').last();
    await footer.getByText(brl(earnings)).waitFor();
    await footer.getByText(brl(deductions)).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para Excel (.xlsx)' }).click();
    const file = await download;
    const name = file.suggestedFilename();
    assert.match(name, /^Lançamentos da folha - .+ - \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = join(downloads, 'entries.xlsx');
    await file.saveAs(path);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(header, ['Funcionário', 'Competência', 'CPF', 'Rubrica', 'Tipo', 'Referência', 'Proventos', 'Descontos']);
    const all = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => (r.values as unknown[]).slice(1));
    const rows = all.slice(0, -1);
    const totals = all.at(-1)!;
    assert.equal(rows.length, entries.length, 'one sheet row per grid row, then the totals row');
    assert.equal(totals[0], entries.length, 'the totals row counts the employees column as the grid’s footer does');
    assert.equal(totals[1], 'Total');
    assert.equal(Math.round(Number(totals[6]) * 100), earnings, 'the totals row holds the Proventos total');
    assert.equal(Math.round(Number(totals[7]) * 100), deductions, 'the totals row holds the Descontos total');
    const cents = (column: number) => rows.reduce((n, r) => n + Math.round(Number(r[column] ?? 0) * 100), 0);
    assert.equal(cents(6), earnings, 'the Proventos column sums to the grid’s (and the server’s) total');
    assert.equal(cents(7), deductions, 'the Descontos column sums to the grid’s (and the server’s) total');
    const names = new Set(rows.map((r) => r[0]));
    assert.ok(names.has('Ana Beatriz Souza'));
    await page.close();
  });

  await test('filing receipts: filtered by obligation, a receipt downloads as a PDF', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signIn(page, JOAO, undefined, baseUrl);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/br-protocols/') && r.ok());
    await page.goto(`${baseUrl}/actions/protocols/filing-receipts`);
    await page.getByRole('heading', { name: 'Recibos de entrega', level: 1 }).waitFor();
    const all = ((await (await answered).json()) as { items: Array<{ obligation: string }> }).items;
    assert.ok(all.length > 5);
    await page.getByText(`${all.length} recibos`).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'protocols-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    const filtered = page.waitForResponse((r) => r.url().includes('obligation=eSocial') && r.ok());
    await page.getByLabel('Obrigação', { exact: true }).selectOption('eSocial');
    const esocial = ((await (await filtered).json()) as { items: Array<{ obligation: string }> }).items;
    assert.ok(esocial.length > 0 && esocial.length < all.length && esocial.every((p) => p.obligation === 'eSocial'));
    await page.getByText(new RegExp(`^${esocial.length} recibos?$`)).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Baixar PDF: recibo de eSocial da competência/ }).first().click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^Recibo eSocial \d{4}-\d{2}\.pdf$/);
    const path = join(downloads, 'receipt.pdf');
    await file.saveAs(path);
    assert.equal(readFileSync(path).subarray(0, 5).toString('latin1'), '%PDF-');

    await page.getByLabel('De', { exact: true }).fill('01/01/2000');
    await page.getByLabel('Até', { exact: true }).fill('31/12/2000');
    await page.getByText('Nenhum recibo de entrega para esta obrigação e período.').waitFor();
    await page.close();
  });

  await test('a report and the filing receipts at 1280 and 390 px, with axe', async () => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await signIn(page, JOAO, undefined, baseUrl);
      await openReport(page, REPORTS[1]);
      await page.screenshot({ path: join(artifactsDir, `reports-payroll-entries-${width}.png`), fullPage: true });
      assert.deepEqual(await seriousViolations(page), []);
      const toolbar = await page.getByRole('toolbar').boundingBox();
      assert.ok(toolbar && toolbar.height < 60 && toolbar.x + toolbar.width <= width, `the toolbar is one row inside ${width} px: ${JSON.stringify(toolbar)}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'nothing overflows the page sideways');
      await page.getByRole('button', { name: /Colunas|colunas/ }).first().click();
      await page.screenshot({ path: join(artifactsDir, `reports-column-menu-${width}.png`) });
      if (width === 390) {
        await page.goto(`${baseUrl}/actions/protocols/filing-receipts`);
        await page.getByText(/^\d+ recibos$/).waitFor();
        await page.screenshot({ path: join(artifactsDir, 'protocols-390.png'), fullPage: true });
        assert.deepEqual(await seriousViolations(page), []);
      }
      await page.close();
    }
  });

  rmSync(downloads, { recursive: true, force: true });
};

export default suite;
