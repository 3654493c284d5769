import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { holidayCheck } from '../../plugins/br/service-requests/rules/calendar';
import { addDays, todayInSaoPaulo, weekday } from '../../plugins/br/service-requests/rules/dates';
import { restDayAfter } from '../../plugins/br/service-requests/rules/vacation';
import { demoPdf } from '../../server/seed/seed-context';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { passwordLinkOf, waitForMail } from './outbox';
import { typedDayFirst } from './typed-date';

const EQUIPE = 'equipe@contabil.example';
type Texts = Record<string, Record<string, unknown>>;
const PT = JSON.parse(readFileSync('plugins/br/service-requests/i18n/pt-br.json', 'utf8')) as Texts;
const CLIENTS_PT = JSON.parse(readFileSync('plugins/common/firm-clients/i18n/pt-br.json', 'utf8')) as Record<string, Record<string, string>>;
const text = (section: string, key: string) => (PT[section]![key] ?? (PT[section] as Record<string, string>)[`${key}_other`]) as string;
const inboxText = (key: string) => (PT.inbox as Record<string, string>)[key]!;
const REASON = 'Venda 10 dias de férias e reduza o período para 20 dias.';
const REPLY = 'Aviso de férias registrado. Segue o recibo.';
/** The contact equipe invites, who then sends the notice. */
const CONTACT = 'rita.campos@padaria.example';
const CONTACT_PASSWORD = 'Padaria-2026!x';
const CLIENT = 'Padaria Pão Dourado Ltda';

/** The first Monday at least 31 days ahead that does not start two days before a national holiday. */
function vacationStart(today: string): string {
  const isHoliday = holidayCheck();
  let day = addDays(today, 31);
  while (weekday(day) !== 1 || restDayAfter(day, { isHoliday })) day = addDays(day, 1);
  return day;
}

/**
 * Issue 34's conversation across two browser contexts (both in pt-BR): equipe invites a new contact of Padaria by
 * e-mail → she opens the link from the outbox, sets a password and signs in → sends a vacation notice → equipe sends
 * it back with a reason → she reads the reason, corrects and resubmits → equipe replies with a PDF → she sees it
 * replied and downloads the file. Screenshots of the inbox and a request at 1280 and 390 px, with axe.
 */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;
  const contactContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: 'pt-BR' });
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const contact = await contactContext.newPage();
  const staff = await staffContext.newPage();
  const errors: string[] = [];
  for (const page of [contact, staff]) page.on('pageerror', (e) => errors.push(e.message));
  const shoot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `staff-inbox-${name}.png`), fullPage: true });
  let reference = '';
  // References count per client, so the inbox may list another client's request with the same one: its link is by id.
  let requestId = '';
  const inboxLink = () => staff.locator(`a[href="/staff/inbox/${requestId}"]`);

  /** The request as equipe opens it from the inbox, by its reference. */
  const openInStaff = async () => {
    await staff.goto(`${baseUrl}/staff/inbox?status=WaitingForAnswer`);
    await inboxLink().click();
    await staff.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor({ timeout: 20_000 });
  };
  /** The contact's request page, opened from her list, where its status shows. */
  const openInClient = async (status: string) => {
    await contact.goto(`${baseUrl}/actions/service-request/requests`);
    const item = contact.locator('li', { hasText: reference });
    await item.getByText(status).waitFor({ timeout: 20_000 });
    await item.getByRole('link').click();
    await contact.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
  };

  await test('equipe invites a new contact of Padaria by e-mail; she sets a password from the link and signs in', async () => {
    await signIn(staff, EQUIPE, undefined, baseUrl);
    await staff.goto(`${baseUrl}/staff/clients`);
    await staff.getByLabel(CLIENTS_PT.search!.label!).fill('padaria');
    await staff.getByRole('link', { name: CLIENT }).click();
    await staff.getByRole('heading', { name: CLIENT, level: 1 }).waitFor();
    await staff.getByLabel(CLIENTS_PT.invite!.email!, { exact: true }).fill(CONTACT);
    await staff.getByLabel(CLIENTS_PT.invite!.firstName!, { exact: true }).fill('Rita');
    await staff.getByLabel(CLIENTS_PT.invite!.lastName!, { exact: true }).fill('Campos');
    await staff.getByRole('button', { name: CLIENTS_PT.invite!.send! }).click();
    await staff.getByRole('article', { name: 'Rita Campos' }).getByText(CLIENTS_PT.status!.invited!).waitFor();

    const link = passwordLinkOf(await waitForMail(server, CONTACT));
    assert.ok(link, 'the invitation carries the link');
    await contact.goto(link);
    await contact.getByRole('heading', { name: 'Crie uma nova senha' }).waitFor();
    await contact.getByLabel('Nova senha', { exact: true }).fill(CONTACT_PASSWORD);
    await contact.getByLabel('Repita a nova senha').fill(CONTACT_PASSWORD);
    await contact.getByRole('button', { name: 'Salvar a nova senha' }).click();
    await contact.getByRole('heading', { name: 'Sua senha foi alterada' }).waitFor();
    await signIn(contact, CONTACT, CONTACT_PASSWORD, baseUrl);
    // A first visit opens with the welcome dialog; its dismissal is saved before she goes on (else a fast next
    // page opens it again over the form).
    const dismissed = contact.waitForResponse((r) => new URL(r.url()).pathname === '/api/welcome/v1/me' && r.request().method() === 'PUT');
    await contact.getByRole('dialog').getByRole('button', { name: 'Começar' }).click();
    assert.ok((await dismissed).ok());
    await contact.getByText(CLIENT).locator('visible=true').first().waitFor();
  });

  await test('she sends a vacation notice; it waits in the firm\'s inbox', async () => {
    await contact.goto(`${baseUrl}/actions/service-request/vacation-notice`);
    const employee = contact.getByLabel('Empregado');
    await employee.locator('option', { hasText: 'Carla Mendes Rocha' }).waitFor({ state: 'attached', timeout: 20_000 });
    await employee.selectOption({ label: (await employee.locator('option', { hasText: 'Carla Mendes Rocha' }).textContent())! });
    await contact.getByLabel(text('vacation', 'absences')).fill('0');
    await contact.getByLabel('Início do 1º período').fill(typedDayFirst(vacationStart(todayInSaoPaulo())));
    await contact.getByLabel('Dias do 1º período').fill('30');
    await contact.getByLabel(text('vacation', 'noticeDate')).fill(typedDayFirst(todayInSaoPaulo()));
    const submitted = contact.waitForResponse((r) => r.url().endsWith('/submit') && r.request().method() === 'POST');
    await contact.locator('.sr-form button[type="submit"]').click();
    assert.equal((await submitted).status(), 200);
    reference = (await contact.locator('.sr-form__reference').textContent())!.trim();
    assert.match(reference, /^SR-\d{4}-\d{4}$/);
    await contact.waitForURL(/[?&]id=/);
    requestId = new URL(contact.url()).searchParams.get('id') ?? '';
    assert.ok(requestId, 'the sent request is addressed by its id');

    await staff.goto(`${baseUrl}/staff/inbox`);
    await staff.getByRole('heading', { level: 1, name: inboxText('title') }).waitFor({ timeout: 20_000 });
    await inboxLink().waitFor();
    await shoot(staff, 'list-1280');
    // The workspace's navigation (every staff area of the br variant) fits the window: a second row, never a wider page.
    assert.equal(await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'the inbox scrolls sideways at 1280 px');
    assert.deepEqual(await seriousViolations(staff, '.sr-inbox'), []);
  });

  await test('equipe sends it back with a reason; she reads it, corrects the form and sends it again', async () => {
    await openInStaff();
    await staff.getByText(text('inbox', 'rulesMet')).waitFor();
    await shoot(staff, 'request-1280');
    assert.deepEqual(await seriousViolations(staff, '.sr-inbox'), []);
    await staff.getByLabel(inboxText('reason')).fill(REASON);
    await staff.getByRole('button', { name: inboxText('sendBack') }).click();
    await staff.locator('.sr-badge', { hasText: text('status', 'WaitingForCorrection') }).waitFor();

    await openInClient(text('status', 'WaitingForCorrection'));
    await contact.getByText(REASON).waitFor();
    await contact.getByRole('link', { name: text('detail', 'edit') }).click();
    await contact.getByText(REASON).waitFor();
    await contact.getByLabel('Dias do 1º período').fill('20');
    await contact.getByLabel(text('vacation', 'soldDays')).fill('10');
    const submitted = contact.waitForResponse((r) => r.url().endsWith('/submit') && r.request().method() === 'POST');
    await contact.locator('.sr-form button[type="submit"]').click();
    const answer = await submitted;
    assert.equal(answer.status(), 200, `resubmit answered ${answer.status()}: ${await answer.text()}`);
  });

  await test('equipe replies with a PDF; she sees the request replied and downloads the file', async () => {
    await openInStaff();
    await staff.getByLabel(inboxText('reply')).fill(REPLY);
    await staff.getByLabel(text('inbox', 'attach').replace('{{count}}', '3')).setInputFiles({ name: 'Recibo de férias.pdf', mimeType: 'application/pdf', buffer: demoPdf('Recibo') });
    await staff.getByRole('button', { name: inboxText('sendReply') }).click();
    await staff.locator('.sr-badge', { hasText: text('status', 'Replied') }).waitFor();

    await openInClient(text('status', 'Replied'));
    await contact.getByText(REPLY).waitFor();
    const download = contact.waitForEvent('download');
    await contact.getByRole('button', { name: /Baixar Recibo de férias\.pdf/ }).click();
    assert.equal((await download).suggestedFilename(), 'Recibo de férias.pdf');
  });

  await test('the inbox and a request at 390 px: nothing off-screen, axe clean', async () => {
    await staff.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [['/staff/inbox', 'list-390'], [null, 'request-390']] as const) {
      if (path) await staff.goto(`${baseUrl}${path}`);
      else await inboxLink().click();
      await staff.locator('.sr-inbox h1').waitFor();
      await staff.locator('.sr-list__items, .sr-payload').first().waitFor({ timeout: 20_000 });
      const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${name} scrolls sideways at 390 px`);
      await shoot(staff, name);
      assert.deepEqual(await seriousViolations(staff, '.sr-inbox'), []);
    }
    assert.deepEqual(errors, []);
  });

  await contactContext.close();
  await staffContext.close();
};

export default suite;
