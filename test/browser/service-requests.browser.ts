import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_ROUTES } from '../../plugins/br/service-requests/requests/routes';
import { todayInSaoPaulo } from '../../plugins/br/service-requests/rules/dates';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const JOAO = 'joao@contabil.example';
type Texts = Record<string, Record<string, unknown>>;
const PT = JSON.parse(readFileSync('plugins/br/service-requests/i18n/pt-br.json', 'utf8')) as Texts;
const text = (section: string, key: string) => PT[section]![key] as string;
/** The heading of every form of the section (the list is its eleventh action). */
const FORM_TITLES: Record<keyof typeof FORM_ROUTES, string> = {
  PayrollEntry: text('actions', 'payrollEntries'), Generic: text('actions', 'generalRequests'), Employee: text('actions', 'employeeRegistration'),
  Intern: text('actions', 'internRegistration'), Taxpayer: text('actions', 'partnerRegistration'), NoticeVacation: text('vacation', 'noticeTitle'),
  VacationCalculation: text('vacation', 'calculationTitle'), NoticeTermination: text('notice', 'title'), TerminationCalculation: text('termination', 'title'),
  EmployeeLeave: text('leave', 'title'),
};

/**
 * The service-request screens as joao (br, pt-BR): every form opens, and opening it and leaving adds nothing to
 * "Minhas solicitações"; a payroll entry with three lines is sent and listed as waiting for the firm; a draft survives a reload; the list and two forms at 1280 and 390 px, axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const open = async (route: string, title: string, query = '') => {
    await page.goto(`${baseUrl}/actions/service-request/${route}${query}`);
    try {
      await page.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 20_000 });
    } catch (error) {
      await page.screenshot({ path: join(artifactsDir, `sr-core-${route}-failed.png`), fullPage: true });
      throw new Error(`${route}: no heading "${title}"; page errors ${JSON.stringify(errors)}; text: ${(await page.innerText('body')).slice(0, 600)}`, { cause: error });
    }
  };
  const shoot = async (name: string) => page.screenshot({ path: join(artifactsDir, `sr-core-${name}.png`), fullPage: true });

  await test('each service-request form opens, and opening it and leaving changes nothing in "Minhas solicitações"', async () => {
    await signIn(page, JOAO, undefined, baseUrl);
    const listed = async () => {
      await open('requests', text('list', 'title'));
      await page.locator('.sr-list__sub[aria-live]').or(page.locator('.sr-list .empty-state')).first().waitFor();
      return (await page.locator('.sr-list__items li a').allInnerTexts()).sort();
    };
    const before = await listed();
    const writes: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (r.method() !== 'GET' && r.url().includes('/api/service-requests/')) writes.push(`${r.method()} ${r.url()}`);
    };
    page.on('request', onRequest);
    for (const [type, route] of Object.entries(FORM_ROUTES) as Array<[keyof typeof FORM_ROUTES, string]>) {
      await open(route.replace('service-request/', ''), FORM_TITLES[type]);
      // Past the forms' autosave delay (AUTOSAVE_DELAY_MS, 800 ms): a form that saves on opening has asked by now.
      await page.waitForTimeout(1_000);
    }
    page.off('request', onRequest);
    assert.deepEqual(writes, []);
    assert.deepEqual(await listed(), before);
    assert.deepEqual(errors, []);
  });

  await test('a payroll entry with three lines is sent and listed as waiting for the firm', async () => {
    await open('payroll-entries', text('actions', 'payrollEntries'));
    const [year, month] = todayInSaoPaulo().split('-');
    await page.getByLabel(text('payroll', 'competence')).fill(`${month}${year}`);
    await page.getByLabel(text('payroll', 'payRun')).selectOption('Monthly');
    const group = page.getByRole('group', { name: text('payroll', 'addLine') });
    const employee = group.getByLabel(text('payroll', 'employee'));
    await employee.locator('option', { hasText: 'Ana Beatriz Souza' }).waitFor({ state: 'attached' });
    const optionOf = async (name: string) => (await employee.locator('option', { hasText: name }).getAttribute('value'))!;
    const lines: Array<[string, string, string]> = [['Ana Beatriz Souza', '150', '10:30'], ['Bruno', '300', '450,00'], ['Ana Beatriz Souza', '520', '12,50']];
    for (const [who, rubric, quantity] of lines) {
      await employee.selectOption(await optionOf(who));
      await group.getByLabel(text('payroll', 'rubric')).selectOption(rubric);
      await group.locator('input').fill(quantity);
      await group.getByRole('button', { name: text('payroll', 'addLine') }).click();
    }
    await page.getByText('Total de horas: 10:30').waitFor();
    await page.getByText('Total em valores: R$ 462,50').waitFor();
    await page.locator('.sr-form__reference').waitFor();
    await shoot('payroll-1280');
    assert.deepEqual(await seriousViolations(page, '.sr-form'), []);

    const submitted = page.waitForResponse((r) => r.url().endsWith('/submit') && r.request().method() === 'POST');
    await page.getByRole('button', { name: text('form', 'submit') }).click();
    const answer = await submitted;
    assert.equal(answer.status(), 200, `submit answered ${answer.status()}: ${await answer.text()}`);
    const reference = (await page.locator('.sr-form__reference').textContent())!.trim();

    await open('requests', text('list', 'title'), '?view=2');
    const item = page.locator('li', { hasText: reference });
    await item.getByText(text('status', 'WaitingForAnswer')).waitFor();
    await shoot('list-1280');
    assert.deepEqual(await seriousViolations(page, '.sr-list'), []);
    assert.deepEqual(errors, []);
  });

  await test('a draft survives a reload', async () => {
    await open('general-requests', text('actions', 'generalRequests'));
    await page.getByLabel(text('general', 'subject')).fill('Alteração do vale-transporte');
    await page.getByText('Changes saved').or(page.getByText('Alterações salvas')).first().waitFor({ timeout: 10_000 });
    assert.match(page.url(), /\?id=/);
    await page.reload();
    await page.getByRole('heading', { name: text('actions', 'generalRequests'), level: 1 }).waitFor();
    assert.equal(await page.getByLabel(text('general', 'subject')).inputValue(), 'Alteração do vale-transporte');
    assert.deepEqual(errors, []);
  });

  await test('at 390 px: the list, the payroll and the admissão forms fit, axe clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [route, title, name] of [
      ['requests', text('list', 'title'), 'list'], ['payroll-entries', text('actions', 'payrollEntries'), 'payroll'],
      ['employee-registration', text('actions', 'employeeRegistration'), 'employee'],
    ] as const) {
      await open(route, title);
      if (route === 'requests') await page.locator('.sr-list__item').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${route} scrolls sideways at 390 px`);
      await shoot(`${name}-390`);
      assert.deepEqual(await seriousViolations(page), [], route);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await open('employee-registration', text('actions', 'employeeRegistration'));
    await page.getByLabel(PT.fields!.weeklyHours as string).fill('48');
    await page.getByText((PT.rules!.WEEKLY_HOURS_ABOVE_other as string).replace('{{count}}', '44')).waitFor();
    await shoot('employee-1280');
    assert.deepEqual(errors, []);
  });

  await context.close();
};

export default suite;
