import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext as PwContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const JOAO = 'joao@contabil.example';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SIMULATOR = '/dev/mobile-host';
const PAYROLL = 'br.service-requests/payroll-entries';

interface Logged { direction: 'in' | 'out'; type: string; payload: Record<string, unknown> | null }

/** The simulator's message log, oldest first. */
const messages = (page: Page): Promise<Logged[]> =>
  page.locator('#log li').evaluateAll((items) =>
    items.map((li) => ({
      direction: (li as HTMLElement).dataset.direction as 'in' | 'out',
      type: (li as HTMLElement).dataset.type!,
      payload: JSON.parse((li as HTMLElement).dataset.payload!),
    })));

/** Waits until the portal has sent `type` (its count-th such message), and returns its payload. */
async function received(page: Page, type: string, count = 1): Promise<Record<string, unknown> | null> {
  await page.locator(`#log li[data-direction="in"][data-type="${type}"]`).nth(count - 1).waitFor({ timeout: 20_000 });
  return (await messages(page)).filter((m) => m.direction === 'in' && m.type === type)[count - 1]!.payload;
}

const portal = (page: Page) => page.frameLocator('#portal');

/**
 * The mobile-app host (issue 15, check 2), through the development host simulator on a br server as joao, in
 * a phone's browser: the /mobile entry turns the bridge on and it announces itself; Ping → PingSuccess;
 * NavigateToAction opens an existing action (NavigateToActionSuccess) and refuses an unknown one
 * (NavigateToActionFail); NavigateToTask opens a task (NavigateToTaskSuccess) and the task's moves reach the host
 * (issue 35); sign-out sends Logout; without the entry's session flag nothing is sent. A desktop
 * browser opening /mobile goes back. Screenshots at 390 and 1280 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const { baseUrl } = await startServer({ variant: 'br' });
  const phone: PwContext = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 1400 }, isMobile: false });
  const signInPage = await phone.newPage();
  await signIn(signInPage, JOAO, undefined, baseUrl);
  await signInPage.close();

  /** A new tab (its own session storage) showing the simulator framing `src`. */
  const simulator = async (src = '/mobile') => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}${SIMULATOR}?src=${encodeURIComponent(src)}`);
    return page;
  };

  try {
    await test('without the session flag the portal sends nothing, not even to a Ping', async () => {
      const page = await simulator('/actions');
      await portal(page).getByRole('heading', { name: 'Ações', level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Ping', exact: true }).click();
      await page.getByLabel('Action (id, route or type)').fill(PAYROLL);
      await page.getByRole('button', { name: 'NavigateToAction' }).click();
      await page.waitForTimeout(1500);
      assert.deepEqual((await messages(page)).map((m) => `${m.direction} ${m.type}`), ['out Ping', 'out NavigateToAction']);
      assert.equal(await page.evaluate(() => sessionStorage.getItem('cc-mobile-host')), null);
      assert.equal(new URL(page.frames()[1]!.url()).pathname, '/actions', 'the request was not obeyed either');
      await page.close();
    });

    const page = await simulator();

    await test('the /mobile entry turns the bridge on: InitMobileSuccess, then Ping → PingSuccess', async () => {
      const init = await received(page, 'InitMobileSuccess');
      assert.equal(init!.signedIn, true);
      await portal(page).getByRole('heading', { name: 'Ações', level: 1 }).waitFor({ timeout: 30_000 });
      assert.equal(new URL(page.frames()[1]!.url()).pathname, '/mobile/actions');
      assert.equal(await page.evaluate(() => sessionStorage.getItem('cc-mobile-host')), 'true');
      await page.getByRole('button', { name: 'Ping', exact: true }).click();
      assert.deepEqual(await received(page, 'PingSuccess'), { path: '/mobile/actions' });
    });

    await test('NavigateToAction to an existing action opens it under /mobile/actions and answers NavigateToActionSuccess', async () => {
      await page.getByLabel('Action (id, route or type)').fill(PAYROLL);
      await page.getByRole('button', { name: 'NavigateToAction' }).click();
      assert.deepEqual(await received(page, 'NavigateToActionSuccess'), {
        action: PAYROLL, id: PAYROLL, path: '/mobile/actions/service-request/payroll-entries',
      });
      await portal(page).getByRole('heading', { level: 1 }).filter({ hasText: /Lançamentos|Folha/i }).waitFor({ timeout: 30_000 });
      assert.equal(new URL(page.frames()[1]!.url()).pathname, '/mobile/actions/service-request/payroll-entries');
      assert.deepEqual(await received(page, 'StepChanged'), { path: '/mobile/actions/service-request/payroll-entries' });
      await page.screenshot({ path: join(artifactsDir, 'mobile-host-390-action.png'), fullPage: true });
      assert.deepEqual(await seriousViolations(page), []);
    });

    await test('NavigateToAction to an unknown action answers NavigateToActionFail and stays put', async () => {
      await page.getByLabel('Action (id, route or type)').fill('br.nothing/here');
      await page.getByRole('button', { name: 'NavigateToAction' }).click();
      assert.deepEqual(await received(page, 'NavigateToActionFail'), { action: 'br.nothing/here', reason: 'unknown' });
      assert.equal(new URL(page.frames()[1]!.url()).pathname, '/mobile/actions/service-request/payroll-entries');
      await page.getByLabel('Task id').fill('42');
      await page.getByRole('button', { name: 'NavigateToTask' }).click();
      assert.deepEqual(await received(page, 'NavigateToTaskFail'), { taskId: '42', reason: 'unknown' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: join(artifactsDir, 'mobile-host-1280.png') });
      assert.deepEqual(await seriousViolations(page), []);
      await page.setViewportSize({ width: 390, height: 1400 });
    });

    await test("NavigateToTask opens joao's document request and answers NavigateToTaskSuccess; his answer to an item sends UpdateTaskSuccess and MarkTaskAsWip", async () => {
      // The task's id, as the firm's app would know it: the link of the seeded request in the tasks list.
      const list = await phone.newPage();
      await list.goto(`${baseUrl}/tasks`);
      const href = await list.getByRole('link', { name: 'Documentos do fechamento mensal' }).getAttribute('href', { timeout: 30_000 });
      await list.close();
      const taskId = decodeURIComponent(href!.split('/').pop()!);
      await page.getByLabel('Task id').fill(taskId);
      await page.getByRole('button', { name: 'NavigateToTask' }).click();
      assert.deepEqual(await received(page, 'NavigateToTaskSuccess'), { taskId, path: `/mobile/tasks/${taskId}` });
      await portal(page).getByRole('heading', { name: 'Documentos do fechamento mensal', level: 1 }).waitFor({ timeout: 30_000 });
      await page.locator(`#log li[data-direction="in"][data-type="StepChanged"][data-payload*="/mobile/tasks/${taskId}"]`).waitFor({ timeout: 20_000 });
      const item = portal(page).getByRole('listitem', { name: 'Notas fiscais de compra' });
      await item.getByRole('button', { name: 'Não se aplica a mim' }).click();
      await item.getByLabel('Por que não se aplica?').fill('Não houve compras no mês');
      await item.getByRole('button', { name: 'Marcar como não aplicável' }).click();
      assert.deepEqual(await received(page, 'UpdateTaskSuccess'), { taskId });
      assert.deepEqual(await received(page, 'MarkTaskAsWip'), { taskId });
      await page.screenshot({ path: join(artifactsDir, 'mobile-host-390-task.png'), fullPage: true });
      assert.deepEqual(await seriousViolations(page), []);
    });

    await test('signing out sends Logout', async () => {
      await portal(page).getByRole('button', { name: /Menu da conta de/ }).click();
      await page.screenshot({ path: join(artifactsDir, 'mobile-host-390-account-menu.png'), fullPage: true });
      await portal(page).getByRole('button', { name: 'Sair', exact: true }).click();
      assert.deepEqual(await received(page, 'Logout'), {});
    });
    await page.close();
  } finally {
    await phone.close();
  }

  await test('on a desktop browser /mobile goes back and turns nothing on', async () => {
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(desktop, JOAO, undefined, baseUrl);
    await desktop.goto(`${baseUrl}/actions`);
    await desktop.getByRole('heading', { name: 'Ações', level: 1 }).waitFor();
    await desktop.goto(`${baseUrl}/mobile`);
    await desktop.waitForURL(`${baseUrl}/actions`);
    assert.equal(await desktop.evaluate(() => sessionStorage.getItem('cc-mobile-host')), null);
    await desktop.close();
  });
};

export default suite;
