import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holidayCheck } from '../../plugins/br/service-requests/rules/calendar';
import { addDays, todayInSaoPaulo, weekday } from '../../plugins/br/service-requests/rules/dates';
import { restDayAfter } from '../../plugins/br/service-requests/rules/vacation';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';
import { typedDayFirst } from './typed-date';

const JOAO = 'joao@contabil.example';
const PT = JSON.parse(readFileSync('plugins/br/service-requests/i18n/pt-br.json', 'utf8')) as Record<string, Record<string, string>>;
const FORMS = [
  ['vacation-notice', PT.vacation!.noticeTitle!], ['vacation-calculation', PT.vacation!.calculationTitle!],
  ['termination-notice', PT.notice!.title!], ['termination-calculation', PT.termination!.title!], ['employee-leave', PT.leave!.title!],
] as const;
const SPLIT_RULE = PT.rules!.VACATION_MAIN_PERIOD_other!.replace('{{count}}', '14').replace('{{longest}}', '10');

/** Mondays, four weeks apart, from at least 31 days ahead, none starting two days before a national holiday. */
function vacationStarts(today: string): string[] {
  const isHoliday = holidayCheck();
  const starts: string[] = [];
  let day = addDays(today, 31);
  while (starts.length < 3) {
    if (weekday(day) === 1 && !restDayAfter(day, { isHoliday }) && (!starts.length || day >= addDays(starts.at(-1)!, 28))) starts.push(day);
    day = addDays(day, 1);
  }
  return starts;
}

/**
 * The five employee-event forms as joao (br, pt-BR): each route opens its form; a vacation notice split 10/10/10
 * shows the translated split rule, is corrected to 14/8/8, sent, and listed as waiting for the firm; screenshots of
 * the vacation notice at 1280 and 390 px, with axe.
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

  /** Opens a form by its address; when its heading does not come, the error says what the page showed instead. */
  const open = async (route: string, title: string) => {
    await page.goto(`${baseUrl}/actions/service-request/${route}`);
    try {
      await page.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 20_000 });
    } catch (error) {
      await page.screenshot({ path: join(artifactsDir, `sr-${route}-failed.png`), fullPage: true });
      throw new Error(`${route}: no heading "${title}"; page errors ${JSON.stringify(errors)}; page text: ${(await page.innerText('body')).slice(0, 600)}`, { cause: error });
    }
  };

  await test('each of the five employee-event routes opens its form', async () => {
    await signIn(page, JOAO, undefined, baseUrl);
    for (const [route, title] of FORMS) {
      await open(route, title);
      await page.getByLabel('Empregado').locator('option', { hasText: 'Carla Mendes Rocha' }).waitFor({ state: 'attached' });
    }
    assert.deepEqual(errors, []);
  });

  await test('a vacation notice against the split rule is corrected, sent, and listed as waiting for the firm', async () => {
    const [first, second, third] = vacationStarts(todayInSaoPaulo());
    await open('vacation-notice', PT.vacation!.noticeTitle!);
    const employee = page.getByLabel('Empregado');
    await employee.locator('option', { hasText: 'Carla Mendes Rocha' }).waitFor({ state: 'attached' });
    await employee.selectOption({ label: (await employee.locator('option', { hasText: 'Carla Mendes Rocha' }).textContent())! });
    await page.getByRole('tooltip').getByText('Carla Mendes Rocha').waitFor();
    await page.getByLabel(PT.vacation!.absences!).fill('0');
    const addPeriod = page.getByRole('button', { name: PT.vacation!.addPeriod! });
    await addPeriod.click();
    await addPeriod.click();
    for (const [i, start] of [first!, second!, third!].entries()) {
      await page.getByLabel(`Início do ${i + 1}º período`).fill(typedDayFirst(start));
      await page.getByLabel(`Dias do ${i + 1}º período`).fill('10');
    }
    await page.getByLabel(PT.vacation!.noticeDate!).fill(typedDayFirst(todayInSaoPaulo()));
    await page.getByText(SPLIT_RULE).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'sr-vacation-notice-rule-1280.png'), fullPage: true });

    await page.getByLabel('Dias do 1º período').fill('14');
    await page.getByLabel('Dias do 2º período').fill('8');
    await page.getByLabel('Dias do 3º período').fill('8');
    await page.getByText(SPLIT_RULE).waitFor({ state: 'detached' });
    assert.deepEqual(await seriousViolations(page, '.sr-form__fields'), []);

    const submitted = page.waitForResponse((r) => r.url().endsWith('/submit') && r.request().method() === 'POST');
    await page.locator('.sr-form button[type="submit"]').click();
    const answer = await submitted;
    assert.equal(answer.status(), 200, `submit answered ${answer.status()}: ${await answer.text()}`);
    const reference = (await page.locator('.sr-form__reference').textContent())!.trim();
    assert.match(reference, /^SR-/);
    await page.screenshot({ path: join(artifactsDir, 'sr-vacation-notice-sent-1280.png'), fullPage: true });

    await page.goto(`${baseUrl}/actions/service-request/requests`);
    const item = page.locator('li', { hasText: reference });
    await item.waitFor();
    await item.getByText(PT.status!.WaitingForAnswer!).waitFor();
    assert.deepEqual(errors, []);
  });

  await test('the vacation notice form at 390 px: nothing off-screen, axe clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('vacation-notice', PT.vacation!.noticeTitle!);
    await page.getByRole('button', { name: PT.vacation!.addPeriod! }).click();
    await page.getByLabel('Dias do 1º período').fill('3');
    await page.getByText(PT.rules!.VACATION_PERIOD_MIN_other!.replace('{{count}}', '5')).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'the page scrolls sideways at 390 px');
    await page.screenshot({ path: join(artifactsDir, 'sr-vacation-notice-390.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page, '.sr-form__fields'), []);
    assert.deepEqual(errors, []);
  });

  await context.close();
};

export default suite;
