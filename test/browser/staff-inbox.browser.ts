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

const JOAO = 'joao@contabil.example';
const EQUIPE = 'equipe@contabil.example';
type Texts = Record<string, Record<string, unknown>>;
const PT = JSON.parse(readFileSync('plugins/br/service-requests/i18n/pt-br.json', 'utf8')) as Texts;
const text = (section: string, key: string) => (PT[section]![key] ?? (PT[section] as Record<string, string>)[`${key}_other`]) as string;
const inboxText = (key: string) => (PT.inbox as Record<string, string>)[key]!;
const REASON = 'Venda 10 dias de férias e reduza o período para 20 dias.';
const REPLY = 'Aviso de férias registrado. Segue o recibo.';

/** DD/MM/YYYY of an ISO date, as typed into the portal's date inputs. */
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The first Monday at least 31 days ahead that does not start two days before a national holiday. */
function vacationStart(today: string): string {
  const isHoliday = holidayCheck();
  let day = addDays(today, 31);
  while (weekday(day) !== 1 || restDayAfter(day, { isHoliday })) day = addDays(day, 1);
  return day;
}

/**
 * Issue 34's inbox across two browser contexts (both in pt-BR): joao sends a vacation notice → equipe sends it back
 * with a reason → joao reads the reason, corrects and resubmits → equipe replies with a PDF → joao sees it replied
 * and downloads the file. Screenshots of the inbox and a request at 1280 and 390 px, with axe.
 */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const { baseUrl } = await startServer({ variant: 'br' });
  const joaoContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const joao = await joaoContext.newPage();
  const staff = await staffContext.newPage();
  const errors: string[] = [];
  for (const page of [joao, staff]) page.on('pageerror', (e) => errors.push(e.message));
  const shoot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `staff-inbox-${name}.png`), fullPage: true });
  let reference = '';

  /** The request as equipe opens it from the inbox, by its reference. */
  const openInStaff = async () => {
    await staff.goto(`${baseUrl}/staff/inbox?status=WaitingForAnswer`);
    await staff.getByRole('link', { name: new RegExp(reference) }).click();
    await staff.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor({ timeout: 20_000 });
  };
  /** joao's request page, opened from his list, where its status shows. */
  const openInClient = async (status: string) => {
    await joao.goto(`${baseUrl}/actions/service-request/requests`);
    const item = joao.locator('li', { hasText: reference });
    await item.getByText(status).waitFor({ timeout: 20_000 });
    await item.getByRole('link').click();
    await joao.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
  };

  await test('joao sends a vacation notice; it waits in the firm\'s inbox', async () => {
    await signIn(joao, JOAO, undefined, baseUrl);
    await signIn(staff, EQUIPE, undefined, baseUrl);
    await joao.goto(`${baseUrl}/actions/service-request/vacation-notice`);
    const employee = joao.getByLabel('Empregado');
    await employee.locator('option', { hasText: 'Carla Mendes Rocha' }).waitFor({ state: 'attached', timeout: 20_000 });
    await employee.selectOption({ label: (await employee.locator('option', { hasText: 'Carla Mendes Rocha' }).textContent())! });
    await joao.getByLabel(text('vacation', 'absences')).fill('0');
    await joao.getByLabel('Início do 1º período').fill(typed(vacationStart(todayInSaoPaulo())));
    await joao.getByLabel('Dias do 1º período').fill('30');
    await joao.getByLabel(text('vacation', 'noticeDate')).fill(typed(todayInSaoPaulo()));
    const submitted = joao.waitForResponse((r) => r.url().endsWith('/submit') && r.request().method() === 'POST');
    await joao.locator('.sr-form button[type="submit"]').click();
    assert.equal((await submitted).status(), 200);
    reference = (await joao.locator('.sr-form__reference').textContent())!.trim();
    assert.match(reference, /^SR-\d{4}-\d{4}$/);

    await staff.goto(`${baseUrl}/staff/inbox`);
    await staff.getByRole('heading', { level: 1, name: inboxText('title') }).waitFor({ timeout: 20_000 });
    await staff.getByRole('link', { name: new RegExp(reference) }).waitFor();
    await shoot(staff, 'list-1280');
    assert.deepEqual(await seriousViolations(staff, '.sr-inbox'), []);
  });

  await test('equipe sends it back with a reason; joao reads it, corrects the form and sends it again', async () => {
    await openInStaff();
    await staff.getByText(text('inbox', 'rulesMet')).waitFor();
    await shoot(staff, 'request-1280');
    assert.deepEqual(await seriousViolations(staff, '.sr-inbox'), []);
    await staff.getByLabel(inboxText('reason')).fill(REASON);
    await staff.getByRole('button', { name: inboxText('sendBack') }).click();
    await staff.locator('.sr-badge', { hasText: text('status', 'WaitingForCorrection') }).waitFor();

    await openInClient(text('status', 'WaitingForCorrection'));
    await joao.getByText(REASON).waitFor();
    await joao.getByRole('link', { name: text('detail', 'edit') }).click();
    await joao.getByText(REASON).waitFor();
    await joao.getByLabel('Dias do 1º período').fill('20');
    await joao.getByLabel(text('vacation', 'soldDays')).fill('10');
    const submitted = joao.waitForResponse((r) => r.url().endsWith('/submit') && r.request().method() === 'POST');
    await joao.locator('.sr-form button[type="submit"]').click();
    const answer = await submitted;
    assert.equal(answer.status(), 200, `resubmit answered ${answer.status()}: ${await answer.text()}`);
  });

  await test('equipe replies with a PDF; joao sees the request replied and downloads the file', async () => {
    await openInStaff();
    await staff.getByLabel(inboxText('reply')).fill(REPLY);
    await staff.getByLabel(text('inbox', 'attach').replace('{{count}}', '3')).setInputFiles({ name: 'Recibo de férias.pdf', mimeType: 'application/pdf', buffer: demoPdf('Recibo') });
    await staff.getByRole('button', { name: inboxText('sendReply') }).click();
    await staff.locator('.sr-badge', { hasText: text('status', 'Replied') }).waitFor();

    await openInClient(text('status', 'Replied'));
    await joao.getByText(REPLY).waitFor();
    const download = joao.waitForEvent('download');
    await joao.getByRole('button', { name: /Baixar Recibo de férias\.pdf/ }).click();
    assert.equal((await download).suggestedFilename(), 'Recibo de férias.pdf');
  });

  await test('the inbox and a request at 390 px: nothing off-screen, axe clean', async () => {
    await staff.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [['/staff/inbox', 'list-390'], [null, 'request-390']] as const) {
      if (path) await staff.goto(`${baseUrl}${path}`);
      else await staff.getByRole('link', { name: new RegExp(reference) }).click();
      await staff.locator('.sr-inbox h1').waitFor();
      await staff.locator('.sr-list__items, .sr-payload').first().waitFor({ timeout: 20_000 });
      const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${name} scrolls sideways at 390 px`);
      await shoot(staff, name);
      assert.deepEqual(await seriousViolations(staff, '.sr-inbox'), []);
    }
    assert.deepEqual(errors, []);
  });

  await joaoContext.close();
  await staffContext.close();
};

export default suite;
