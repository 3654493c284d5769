import assert from 'node:assert/strict';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import { SQLITE_FILE } from '@portico/server/db/database';
import type { BrowserSuite } from './harness';
import { DEMO_PASSWORD } from './harness';

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function close(page: Page) {
  await page.context().close();
}

/** Fills the provider's page and submits (the harness's signIn also waits for the portal). */
async function submitProviderPage(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/auth`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedCredentials = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => /token|session/i.test(k)),
    session: Object.keys(sessionStorage).filter((k) => /token|session/i.test(k)),
    cookies: document.cookie,
  }));

const suite: BrowserSuite = async ({ browser, baseUrl, server, signIn, test, artifactsDir }) => {
  await test('maria signs in through the identity provider page and lands on the portal', async () => {
    const page = await freshPage(browser);
    await submitProviderPage(page, baseUrl, 'maria@acme.example');
    await page.waitForURL((url) => url.origin === baseUrl && !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/oidc'));
    await page.locator('main#main').waitFor();
    const stored = await page.evaluate(() => ({
      longToken: Boolean(localStorage.getItem('UDSLongToken')),
      info: JSON.parse(sessionStorage.getItem('tr-session-info') ?? 'null') as { meta: { EmailAddress: string } } | null,
      cookie: document.cookie,
    }));
    assert.ok(stored.longToken, 'the long token is stored');
    assert.equal(stored.info?.meta.EmailAddress, 'maria@acme.example');
    assert.match(stored.cookie, /bmTheme=\d+/);
    await page.screenshot({ path: join(artifactsDir, 'auth-maria-landed.png') });
    await close(page);
  });

  await test('a wrong password stays on the provider page with an error', async () => {
    const page = await freshPage(browser);
    await submitProviderPage(page, baseUrl, 'maria@acme.example', 'not-the-password');
    await page.getByRole('alert').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/oidc\/interaction\/[^/]+\/login$/);
    assert.equal(await page.getByRole('alert').textContent(), 'The email address or password is not correct.');
    await close(page);
  });

  await test('mfa@ lands on the MFA-required screen', async () => {
    const page = await freshPage(browser);
    await submitProviderPage(page, baseUrl, 'mfa@acme.example');
    await page.waitForURL(`${baseUrl}/auth/mfa-required`);
    await page.getByRole('heading', { name: 'Multi-factor authentication required' }).waitFor();
    const link = page.getByRole('link', { name: 'Set up multi-factor authentication' });
    assert.equal(await link.getAttribute('href'), `${baseUrl}/oidc/mfa-setup`);
    await close(page);
  });

  await test('locked@ lands on the firm-locked screen', async () => {
    const page = await freshPage(browser);
    await submitProviderPage(page, baseUrl, 'locked@locked.example');
    await page.waitForURL(`${baseUrl}/auth/firm-locked`);
    await page.getByRole('heading', { name: 'Access unavailable' }).waitFor();
    await close(page);
  });

  await test('a 401 from an API call logs out and leaves no token in storage or cookies', async () => {
    const page = await freshPage(browser);
    await signIn(page, 'maria@acme.example');
    await page.locator('main#main').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('UDSLongToken'));
    assert.ok(token);
    // The session ends behind the portal's back; its next API call gets 401.
    const revoked = await fetch(`${baseUrl}${API.session}`, { method: 'DELETE', headers: { authorization: authorizationHeader(token) } });
    assert.equal(revoked.status, 204);
    // Leave the documents area and come back: it mounts again and asks the API for its folders.
    const go = (to: string) => page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await go('/notfound');
    await page.locator('.not-found').waitFor();
    await go('/documents');
    // The sign-out ends on the provider's sign-in form (/auth → /oidc/auth → /oidc/interaction/…): read
    // the storage once that page has settled, not while the redirects run.
    // A locator waits across the redirects (waitForURL can see one of them aborted by the next).
    await page.getByLabel('Email address').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/oidc\/interaction\//);
    const left = await storedCredentials(page);
    assert.deepEqual(left.local, []);
    assert.deepEqual(left.session, []);
    assert.doesNotMatch(left.cookies, /bmTheme|UserAuthentication/);
    await close(page);
  });

  await test('staff previews maria: banner, a refused and audited write, closing ends the preview', async () => {
    const page = await freshPage(browser);
    await signIn(page, 'staff@firm.example');
    await page.waitForURL(`${baseUrl}/staff/`);
    await page.getByRole('heading', { name: 'Staff area' }).waitFor();
    await page.getByRole('button', { name: 'View as Maria Lopez' }).click();
    const banner = page.getByRole('region', { name: 'Viewing Client Center As' });
    await banner.waitFor();
    assert.equal(await banner.locator('.preview-name').textContent(), 'Maria Lopez');
    const box = await banner.boundingBox();
    assert.equal(box?.height, 50);
    await page.screenshot({ path: join(artifactsDir, 'auth-preview-banner.png') });

    const write = await page.evaluate(async (url) => {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `UDSLongToken ${localStorage.getItem('UDSLongToken')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en-gb' }),
      });
      return { status: response.status, body: await response.json() as { code: string } };
    }, `${baseUrl}${API.userLanguage.replace(':prismGuid', 'me')}`);
    assert.equal(write.status, 403);
    assert.equal(write.body.code, 'PREVIEW_READ_ONLY');

    const db = new SQLite(join(server.dataDir, SQLITE_FILE), { readonly: true });
    try {
      const row = db.prepare(`SELECT a.outcome, a.status_code, actor.email AS actor, subject.email AS subject FROM audit_log a
        JOIN users actor ON actor.id = a.actor_user_id JOIN users subject ON subject.id = a.subject_user_id
        WHERE a.action LIKE 'PUT %language' ORDER BY a.at DESC LIMIT 1`).get() as Record<string, unknown> | undefined;
      assert.deepEqual(row, { outcome: 'refused', status_code: 403, actor: 'staff@firm.example', subject: 'maria@acme.example' });
    } finally {
      db.close();
    }

    await page.getByRole('button', { name: 'Close preview', exact: true }).click();
    await page.waitForURL(`${baseUrl}/staff/`);
    await page.getByRole('heading', { name: 'Staff area' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Viewing Client Center As' }).count(), 0);
    const info = await page.evaluate(async () => {
      const response = await fetch('/api/security/v1/session', { headers: { authorization: `UDSLongToken ${localStorage.getItem('UDSLongToken')}` } });
      return (await response.json()) as { meta: { EmulateePrismGuid: string | null; EmailAddress: string } };
    });
    assert.equal(info.meta.EmulateePrismGuid, null);
    assert.equal(info.meta.EmailAddress, 'staff@firm.example');
    await close(page);
  });
};

export default suite;
