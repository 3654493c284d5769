import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, type BrowserSuite, type ServerDeclaration } from './harness';
import { passwordLinkOf, waitForMail } from './outbox';

const NORTHWIND = 1001;
const HORIZONTE = 2001;

async function context(browser: Browser, baseUrl: string, options: { locale?: string; width?: number; firm?: number } = {}) {
  const ctx = await browser.newContext({ locale: options.locale ?? 'en-US', viewport: { width: options.width ?? 1280, height: 860 } });
  if (options.firm) await ctx.addCookies([{ name: 'bmTheme', value: String(options.firm), url: baseUrl }]);
  return ctx;
}

/** Both widths of the page as it is now, for a person to look at. */
async function screenshots(page: Page, dir: string, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: join(dir, `signin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const notJson = async (page: Page) => {
  const text = (await page.locator('body').textContent({ timeout: 10_000 }).catch(() => '')) ?? '';
  assert.doesNotMatch(text.trim(), /^[{[]/, `a raw JSON page at ${page.url()}`);
};

/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, baseUrl, artifactsDir, signIn, test, startServer }) => {
  const br = await startServer({ variant: 'br' });

  await test("joao's Portuguese browser gets the sign-in page in Portuguese, in his firm's colours, checked field by field", async () => {
    const ctx = await context(browser, br.baseUrl, { locale: 'pt-BR', firm: HORIZONTE });
    const page = await ctx.newPage();
    await page.goto(`${br.baseUrl}/auth`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'pt-br');
    assert.equal(await page.locator('.brand .firm-name').textContent(), 'Horizonte Contabilidade');
    assert.doesNotMatch((await page.locator('body').textContent()) ?? '', /README|demonstra|desenvolvimento/i);

    // Sent empty: each field says what is missing, tied to it for screen readers; nothing leaves the page.
    await page.getByRole('button', { name: 'Entrar' }).click();
    const email = page.getByLabel('E-mail');
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.match((await email.getAttribute('aria-describedby')) ?? '', /email-error/);
    assert.equal(await page.locator('#email-error').textContent(), 'Informe o seu e-mail.');
    await email.fill('joao@contabil');
    await page.getByRole('button', { name: 'Entrar' }).click();
    assert.equal(await page.locator('#email-error').textContent(), 'Informe um e-mail no formato nome@exemplo.com.br.');

    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo');
    const toggle = page.getByRole('button', { name: 'Mostrar senha' });
    await toggle.click();
    assert.equal(await password.getAttribute('type'), 'text');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await toggle.click();
    assert.equal(await password.getAttribute('type'), 'password');

    assert.deepEqual(await seriousViolations(page), []);
    await screenshots(page, artifactsDir, 'br');

    await email.fill('joao@contabil.example');
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.origin === br.baseUrl && !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/oidc'));
    await page.locator('main#main').waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'pt-BR');
    // The title names the area once its translations are in, then the firm.
    await page.waitForFunction(() => / · Horizonte Contabilidade$/.test(document.title), undefined, { timeout: 10_000 });

    // Back after the sign-in: never a raw JSON answer, the portal again (the provider's pages are spent).
    await page.goBack();
    await page.waitForLoadState('load');
    await notJson(page);
    await page.locator('main#main').waitFor();
    assert.equal(new URL(page.url()).origin, br.baseUrl);
    assert.doesNotMatch(new URL(page.url()).pathname, /^\/(auth|oidc|api)/);
    assert.deepEqual(await seriousViolations(page), []);
    await ctx.close();
  });

  await test('the us sign-in page wears Northwind (logo, colours) and passes axe', async () => {
    const ctx = await context(browser, baseUrl, { firm: NORTHWIND });
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('img', { name: 'Northwind Accounting' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await screenshots(page, artifactsDir, 'us');
    await ctx.close();
  });

  await test('a password reset through the outbox ends in a sign-in with the new password', async () => {
    const ctx = await context(browser, br.baseUrl, { locale: 'pt-BR' });
    const page = await ctx.newPage();
    await page.goto(`${br.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await page.getByRole('heading', { name: 'Redefinir a senha' }).waitFor();
    await page.getByLabel('E-mail').fill('maria@acme.example');
    await page.getByRole('button', { name: 'Enviar o link' }).click();
    await page.getByRole('heading', { name: 'Confira o seu e-mail' }).waitFor();
    const link = passwordLinkOf(await waitForMail(br, 'maria@acme.example'));
    assert.ok(link, 'the reset e-mail carries the link');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Crie uma nova senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('Balancete-2026');
    await page.getByLabel('Repita a nova senha').fill('Balancete-2026');
    await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
    await page.getByRole('heading', { name: 'Sua senha foi alterada' }).waitFor();
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.getByLabel('E-mail').fill('maria@acme.example');
    await page.getByLabel('Senha', { exact: true }).fill('Balancete-2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('main#main').waitFor({ timeout: 30_000 });
    // The link was used: it no longer works.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();
    await ctx.close();
  });

  await test('sign-out is one step, ends on the signed-out screen, and a second tab signs out too', async () => {
    const ctx = await context(browser, baseUrl);
    const first = await ctx.newPage();
    await signIn(first, 'maria@acme.example');
    await first.locator('main#main').waitFor();
    const second = await ctx.newPage();
    await second.goto(`${baseUrl}/documents`);
    await second.locator('main#main').waitFor();

    await first.getByRole('button', { name: /Account menu for/ }).click();
    await first.getByRole('button', { name: 'Sign out', exact: true }).click();
    await first.waitForURL(`${baseUrl}/auth/signed-out`);
    await first.getByRole('heading', { name: 'You are signed out' }).waitFor();
    await second.waitForURL(`${baseUrl}/auth/signed-out`);
    await second.getByRole('heading', { name: 'You are signed out' }).waitFor();
    assert.equal(await first.evaluate(() => localStorage.getItem('UDSLongToken')), null);
    assert.deepEqual(await seriousViolations(first), []);
    await screenshots(first, artifactsDir, 'signed-out');

    // "Sign in again" goes straight to the provider's page: its session ended with the portal's.
    await first.getByRole('button', { name: 'Sign in again' }).click();
    await first.getByLabel('Email address').waitFor();
    assert.match(new URL(first.url()).pathname, /^\/oidc\/interaction\//);
    await ctx.close();
  });

  await test('an unknown address shows the not-found page inside the frame, titled', async () => {
    const ctx = await context(browser, baseUrl);
    const page = await ctx.newPage();
    await signIn(page, 'maria@acme.example');
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.locator('header.shell-header').waitFor();
    assert.equal(await page.title(), 'Page not found · Northwind Accounting');
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
    assert.deepEqual(await seriousViolations(page), []);
    await screenshots(page, artifactsDir, 'not-found');
    await ctx.close();
  });

  await test('the staff area works at 390 px and staff never pass through the client terms', async () => {
    const ctx = await context(browser, baseUrl, { width: 390 });
    const page = await ctx.newPage();
    await signIn(page, 'staff@firm.example');
    await page.waitForURL(`${baseUrl}/staff/`);
    await page.getByRole('heading', { name: 'Staff area' }).waitFor();
    await page.getByRole('button', { name: 'View as Maria Lopez' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the staff area is ${overflow} px wider than the phone`);
    const button = await page.getByRole('button', { name: 'View as Maria Lopez' }).boundingBox();
    assert.ok(button && button.x >= 0 && button.x + button.width <= 390);
    await page.goto(`${baseUrl}/`);
    await page.locator('main#main').waitFor();
    await page.waitForTimeout(500);
    assert.doesNotMatch(new URL(page.url()).pathname, /terms-and-conditions/);
    await page.goto(`${baseUrl}/staff/`);
    await page.getByRole('heading', { name: 'Staff area' }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await screenshots(page, artifactsDir, 'staff');
    await ctx.close();
  });

  await test("the br orange button is readable (axe colour contrast) on joao's documents", async () => {
    const ctx = await context(browser, br.baseUrl, { locale: 'pt-BR' });
    const page = await ctx.newPage();
    await signIn(page, 'joao@contabil.example', DEMO_PASSWORD, br.baseUrl);
    await page.goto(`${br.baseUrl}/documents`);
    await page.locator('main#main').waitFor();
    await page.getByText(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/).first().waitFor();
    const fill = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portico-button-fill').trim());
    assert.notEqual(fill.toLowerCase(), '#e36f1e');
    assert.deepEqual(await seriousViolations(page), []);
    await ctx.close();
  });
};

export default suite;
