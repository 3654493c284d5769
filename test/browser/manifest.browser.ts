import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const JOAO = 'joao@contabil.example';
const ROUTE = '/actions/nfe-manifest/invoice-processing';
const DAY = 86_400_000;

interface Listed { accessKey: string; number: string; status: string; nfeStatus: string; cienciaDeadline: string }

/**
 * The NF-e manifest as joao (br, pt-BR): the received NF-e with their countdowns, Ciência then Confirmação on
 * one NF-e with the tax-authority confirmation and protocol, a 10-character justification for Operação não
 * Realizada refused with the translated rule, and the list at 1280 and 390 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server; // stopped by the harness after the scenarios

  const openList = async (page: Page) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/manifesto/v1/documents' && r.ok());
    await page.goto(`${baseUrl}${ROUTE}`);
    await page.getByRole('heading', { name: 'Manifestação de NF-e', level: 1 }).waitFor();
    return ((await (await answer).json()) as { items: Listed[] }).items;
  };
  const pendingOf = (items: Listed[]) => items.filter((d) => d.status === 'Pending' && d.nfeStatus === 'Authorized');
  const today = new Date().toISOString().slice(0, 10);
  const daysLeft = (date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY);

  await test('the list shows each NF-e with the days left; Ciência then Confirmação register with protocols', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    const items = await openList(page);
    const pending = pendingOf(items);
    assert.ok(pending.length >= 2, 'the demo seed gives joao pending NF-e');
    // The countdown: the newest pending NF-e has its Ciência due in N days.
    const [newest, second] = pending as [Listed, Listed];
    const row = page.getByRole('row').filter({ hasText: `${newest.number} / 1` });
    const n = daysLeft(newest.cienciaDeadline);
    assert.ok(n > 1);
    await row.getByText(`${n} dias (ciência)`).waitFor();
    await page.getByRole('row').filter({ hasText: `${second.number} / 1` }).getByText(`${daysLeft(second.cienciaDeadline)} dias (ciência)`).waitFor();
    await page.getByText('Certificado digital (A1)').waitFor();
    // Where there is room the filters stay open, with no button to fold them.
    assert.equal(await page.getByRole('group', { name: 'Filtros' }).isVisible(), true);
    assert.equal(await page.getByRole('button', { name: /^Filtros/ }).count(), 0);
    await page.screenshot({ path: join(artifactsDir, 'manifest-list-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    // Ciência da Operação on the newest pending NF-e, from its detail page.
    await row.getByRole('button', { name: 'Detalhes' }).click();
    await page.getByRole('heading', { name: new RegExp(`Nº ${newest.number} série 1`) }).waitFor();
    await page.getByText('Nenhum evento registrado ainda.').waitFor();
    await page.getByRole('button', { name: 'Ciência da Operação' }).click();
    const ciencia = page.getByRole('dialog', { name: 'Registrar Ciência da Operação' });
    await ciencia.getByText(/registrada na SEFAZ \(Ambiente Nacional\)/).waitFor();
    assert.equal(await ciencia.getByRole('button', { name: 'Registrar ciência' }).isDisabled(), true);
    await ciencia.getByRole('checkbox').check();
    await ciencia.getByRole('button', { name: 'Registrar ciência' }).click();
    await page.getByRole('status').filter({ hasText: /Ciência da Operação registrada na SEFAZ: protocolo \d{15}/ }).waitFor();
    await page.getByText('210210 · Ciência da Operação').waitFor();
    await page.getByText(/^Protocolo \d{15} · /).first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    // Then Confirmação da Operação, after the confirmation that it goes to the tax authority.
    await page.getByRole('button', { name: 'Confirmação da Operação' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Registrar Confirmação da Operação?' });
    await confirmation.getByText(/será registrado na SEFAZ \(Ambiente Nacional\) para a NF-e/).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'manifest-confirm-dialog-1280.png') });
    await confirmation.getByRole('button', { name: 'Registrar na SEFAZ' }).click();
    await page.getByRole('status').filter({ hasText: /Confirmação da Operação registrada na SEFAZ: protocolo \d{15}/ }).waitFor();
    await page.getByText('210200 · Confirmação da Operação').waitFor();
    await page.getByRole('heading', { name: 'Retificar a manifestação' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Ciência da Operação' }).count(), 0);

    // The server holds both events, in order, each with its protocol.
    await page.getByRole('button', { name: 'Voltar à lista' }).click();
    await page.getByRole('row').filter({ hasText: `${newest.number} / 1` }).getByText('Confirmada').waitFor();
    await page.close();
  });

  await test('Operação não Realizada with a 10-character justification is refused with the translated rule', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    const [target] = pendingOf(await openList(page));
    assert.ok(target);
    let posted = 0;
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/manifesto/')) posted += 1; });
    await page.getByRole('row').filter({ hasText: `${target.number} / 1` }).getByRole('button', { name: 'Detalhes' }).click();
    await page.getByRole('button', { name: 'Operação não Realizada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar Operação não Realizada?' });
    await dialog.getByLabel('Justificativa (15 a 255 caracteres)').fill('Nao chegou');
    await dialog.getByRole('button', { name: 'Registrar na SEFAZ' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'A justificativa deve ter de 15 a 255 caracteres.' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'manifest-justification-1280.png') });
    assert.equal(posted, 0);
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  await test('at 390 px the list is cards with the countdown and reachable buttons', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, JOAO, undefined, baseUrl);
    const items = await openList(page);
    const cards = page.getByRole('list', { name: 'NF-e recebidas' });
    // The cards render after the list's frame; each reading is retried for up to 5 s (before the list asked only
    // once, its second answer re-rendered the cards under the test: count 0, a null box).
    const steady = async <T,>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
      let value = await read();
      for (let tries = 0; !ok(value) && tries < 50; tries++) {
        await page.waitForTimeout(100);
        value = await read();
      }
      return value;
    };
    await cards.getByRole('listitem').nth(items.length - 1).waitFor();
    assert.equal(await steady(() => cards.getByRole('listitem').count(), (n) => n === items.length), items.length);
    const late = pendingOf(items).find((d) => daysLeft(d.cienciaDeadline) > 0);
    if (late) await cards.getByText(`${daysLeft(late.cienciaDeadline)} dias (ciência)`).first().waitFor();
    const first = cards.getByRole('button', { name: /^Detalhes da NF-e / }).first();
    await first.waitFor();
    const box = await steady(() => first.boundingBox(), (b) => b !== null); // boundingBox() neither waits nor retries
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the details button is on screen: ${JSON.stringify(box)}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
    // The filters are folded behind their button, so the first NF-e shows on the first screen.
    const filters = page.getByRole('button', { name: 'Filtros', exact: true });
    assert.equal(await filters.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByRole('group', { name: 'Filtros' }).count(), 0);
    const firstCard = await steady(() => cards.getByRole('listitem').first().boundingBox(), (b) => b !== null);
    assert.ok(firstCard && firstCard.y + 60 < 844, `the first NF-e starts on the first screen: ${JSON.stringify(firstCard)}`);
    await page.screenshot({ path: join(artifactsDir, 'manifest-list-390.png') });
    await filters.click();
    await page.getByRole('group', { name: 'Filtros' }).getByLabel('Situação da NF-e').selectOption('Authorized');
    await page.getByRole('button', { name: 'Filtros (1 ativo)' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'manifest-filters-open-390.png') });
    await page.getByRole('button', { name: 'Filtros (1 ativo)' }).click();
    await page.screenshot({ path: join(artifactsDir, 'manifest-list-390-full.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);
    await first.click();
    await page.getByRole('button', { name: 'Voltar à lista' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'manifest-detail-390.png'), fullPage: true });
    await page.close();
  });

};

export default suite;
