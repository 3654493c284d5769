import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { freePort } from '../support/free-port';
import { makeTestA1, makeTestCa } from '../../plugins/br/manifest/server/testing/a1-certificates';
import { startSefazSimulator, writeCaFile } from '../../plugins/br/manifest/server/testing/sefaz-simulator';

const JOAO = 'joao@contabil.example';
const EQUIPE = 'equipe@contabil.example';
const ROUTE = '/actions/nfe-manifest/invoice-processing';
const DAY = 86_400_000;

interface Listed { accessKey: string; number: string; status: string; nfeStatus: string; cienciaDeadline: string; clientId: string }

/**
 * The SEFAZ stand-in the portal is connected to: its CA and port are fixed when the file loads, so the server
 * declared below (and started ahead by the runner) already points at it; the suite starts it on that port.
 */
const SEFAZ_CA = makeTestCa();
const SEFAZ_CA_FILE = writeCaFile(SEFAZ_CA);
const SEFAZ_PORT = await freePort();
const SEFAZ_ENV = {
  PORTICO_SEFAZ: '1',
  PORTICO_SEFAZ_EVENT_URL: `https://127.0.0.1:${SEFAZ_PORT}/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx`,
  // The scenario is about events: the distribution, which would ask the stand-in too, is left out.
  PORTICO_SEFAZ_DISTRIBUTION: '0',
  PORTICO_SEFAZ_CA_FILE: SEFAZ_CA_FILE,
};

/**
 * The NF-e manifest as joao (br, pt-BR) on a portal connected to a SEFAZ stand-in: equipe uploads the company's
 * A1 in the firm's workspace; joao gives Ciência then Confirmação on one NF-e and the screen shows the stand-in's
 * protocols once it answered (schema-valid, signed events over mutual TLS); a 596 refusal is shown with its text
 * and nothing is marked registered; a 10-character justification for Operação não Realizada is refused with the
 * translated rule; the list at 1280 and 390 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br', env: SEFAZ_ENV }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const sefaz = await startSefazSimulator(SEFAZ_CA, { port: SEFAZ_PORT, caFile: SEFAZ_CA_FILE });
  const server = await startServer({ variant: 'br', env: SEFAZ_ENV });
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

  await test('equipe uploads the A1; Ciência then Confirmação reach the stand-in signed and show its protocols; a 596 is shown, not registered', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    const items = await openList(page);
    const pending = pendingOf(items);
    assert.ok(pending.length >= 3, 'the demo seed gives joao pending NF-e');
    // Without the company's A1 the screen says so plainly, and offers no event.
    await page.getByText(/^Não enviado: sem certificado\./).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Ciência d/ }).count(), 0);
    await page.close();

    // equipe uploads joao's company's A1 in the firm's workspace, in place of the demo's facts-only record.
    const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(staff, EQUIPE, undefined, baseUrl);
    const listed = staff.waitForResponse((r) => new URL(r.url()).pathname === '/api/manifesto/v1/staff/certificates' && r.ok());
    await staff.goto(`${baseUrl}/staff/client-certificates`);
    await staff.getByRole('heading', { name: 'Certificados dos clientes (A1)', level: 1 }).waitFor();
    const company = ((await (await listed).json()) as { items: Array<{ clientId: string; clientName: string; cnpj: string }> }).items
      .find((c) => c.clientId === items[0]!.clientId)!;
    const a1 = makeTestA1(SEFAZ_CA, { cnpj: company.cnpj, name: 'EMPRESA DO JOAO LTDA' });
    await staff.getByRole('button', { name: `Substituir certificado: ${company.clientName}` }).click();
    const form = staff.getByRole('form', { name: `Certificado de ${company.clientName}` });
    await form.getByLabel('Arquivo do certificado (.pfx ou .p12)').setInputFiles({ name: 'empresa.pfx', mimeType: 'application/x-pkcs12', buffer: a1.pfx });
    await form.getByLabel('Senha do certificado').fill('senha errada');
    await form.getByRole('button', { name: 'Verificar e salvar' }).click();
    await form.getByRole('alert').filter({ hasText: 'A senha não abre este certificado.' }).waitFor();
    await form.getByLabel('Senha do certificado').fill(a1.password);
    await form.getByRole('button', { name: 'Verificar e salvar' }).click();
    await staff.getByRole('status').filter({ hasText: `Certificado salvo para ${company.clientName}: EMPRESA DO JOAO LTDA` }).waitFor();
    assert.deepEqual(await seriousViolations(staff), []);
    await staff.close();

    const joao = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(joao, JOAO, undefined, baseUrl);
    await openList(joao);
    // The countdown: the newest pending NF-e has its Ciência due in N days.
    const [newest, second, third] = pending as [Listed, Listed, Listed];
    const row = joao.getByRole('row').filter({ hasText: `${newest.number} / 1` });
    const n = daysLeft(newest.cienciaDeadline);
    assert.ok(n > 1);
    await row.getByText(`${n} dias (ciência)`).waitFor();
    await joao.getByRole('row').filter({ hasText: `${second.number} / 1` }).getByText(`${daysLeft(second.cienciaDeadline)} dias (ciência)`).waitFor();
    await joao.getByText('Certificado digital (A1)').waitFor();
    await joao.getByText(/^Ambiente de homologação da SEFAZ/).waitFor();
    // Where there is room the filters stay open, with no button to fold them.
    assert.equal(await joao.getByRole('group', { name: 'Filtros' }).isVisible(), true);
    assert.equal(await joao.getByRole('button', { name: /^Filtros/ }).count(), 0);
    await joao.screenshot({ path: join(artifactsDir, 'manifest-list-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(joao), []);

    // Ciência da Operação on the newest pending NF-e, from its detail page: queued, then SEFAZ's protocol.
    await row.getByRole('button', { name: 'Detalhes' }).click();
    await joao.getByRole('heading', { name: new RegExp(`Nº ${newest.number} série 1`) }).waitFor();
    await joao.getByText('Nenhum evento registrado ainda.').waitFor();
    await joao.getByRole('button', { name: 'Ciência da Operação' }).click();
    const ciencia = joao.getByRole('dialog', { name: 'Registrar Ciência da Operação' });
    await ciencia.getByText(/registrada na SEFAZ \(Ambiente Nacional\)/).waitFor();
    assert.equal(await ciencia.getByRole('button', { name: 'Registrar ciência' }).isDisabled(), true);
    await ciencia.getByRole('checkbox').check();
    await ciencia.getByRole('button', { name: 'Registrar ciência' }).click();
    await joao.getByRole('status').filter({ hasText: /Ciência da Operação está na fila para envio à SEFAZ/ }).waitFor();
    await joao.getByText('210210 · Ciência da Operação').waitFor();
    const protocolOf = (id: string) => sefaz.answered.find((a) => a.id === id)?.nProt;
    const cienciaId = `ID210210${newest.accessKey}01`;
    await joao.getByText(new RegExp(`^Registrado na SEFAZ: protocolo ${protocolOf(cienciaId) ?? '\\d{15}'} · `)).waitFor();
    assert.ok(protocolOf(cienciaId), 'the stand-in registered the Ciência');
    await joao.getByText(`Registrado na SEFAZ: protocolo ${protocolOf(cienciaId)}`, { exact: false }).waitFor();
    assert.deepEqual(await seriousViolations(joao), []);

    // Then Confirmação da Operação, after the confirmation that it goes to the tax authority.
    await joao.getByRole('button', { name: 'Confirmação da Operação' }).click();
    const confirmation = joao.getByRole('dialog', { name: 'Registrar Confirmação da Operação?' });
    await confirmation.getByText(/será registrado na SEFAZ \(Ambiente Nacional\) para a NF-e/).waitFor();
    await joao.screenshot({ path: join(artifactsDir, 'manifest-confirm-dialog-1280.png') });
    await confirmation.getByRole('button', { name: 'Registrar na SEFAZ' }).click();
    await joao.getByText('210200 · Confirmação da Operação').waitFor();
    await joao.getByRole('heading', { name: 'Retificar a manifestação' }).waitFor();
    const confirmationId = `ID210200${newest.accessKey}01`;
    assert.ok(protocolOf(confirmationId), 'the stand-in registered the Confirmação');
    await joao.getByText(`Registrado na SEFAZ: protocolo ${protocolOf(confirmationId)}`, { exact: false }).waitFor();
    assert.equal(await joao.getByRole('button', { name: 'Ciência da Operação' }).count(), 0);
    // The stand-in received both over mutual TLS with the company's certificate, schema-valid and correctly signed.
    const received = sefaz.received.filter((r) => r.chNFe === newest.accessKey);
    assert.deepEqual(received.map((r) => [r.tpEvento, r.schemaErrors, r.signatureValid, r.peerCn]), [
      ['210210', null, true, `EMPRESA DO JOAO LTDA:${company.cnpj}`],
      ['210200', null, true, `EMPRESA DO JOAO LTDA:${company.cnpj}`],
    ]);
    await joao.getByRole('button', { name: 'Voltar à lista' }).click();
    await joao.getByRole('row').filter({ hasText: `${newest.number} / 1` }).getByText('Confirmada').waitFor();

    // A refusal (596): shown with SEFAZ's code and text; nothing is registered, Ciência may be given again.
    const late = [second, third].find((d) => d.accessKey !== newest.accessKey)!;
    sefaz.answerNext({ cStat: 596, xMotivo: 'Rejeicao: Evento apresentado apos o prazo permitido para o evento: [10 dias]' });
    await joao.getByRole('row').filter({ hasText: `${late.number} / 1` }).getByRole('button', { name: 'Detalhes' }).click();
    await joao.getByRole('button', { name: 'Ciência da Operação' }).click();
    const again = joao.getByRole('dialog', { name: 'Registrar Ciência da Operação' });
    await again.getByRole('checkbox').check();
    await again.getByRole('button', { name: 'Registrar ciência' }).click();
    await joao.getByRole('alert').filter({ hasText: 'Rejeitado pela SEFAZ (596): Rejeicao: Evento apresentado apos o prazo permitido para o evento: [10 dias]. Não registrado.' }).waitFor();
    assert.equal(await joao.getByText(/^Registrado na SEFAZ/).count(), 0);
    await joao.getByText('Nenhum evento registrado ainda.').waitFor();
    await joao.screenshot({ path: join(artifactsDir, 'manifest-refused-1280.png'), fullPage: true });
    await joao.close();
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

  await sefaz.stop();
};

export default suite;
