import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { ErrorBody } from '@portico/contract/errors';
import type { OidcLoginResponse } from '@portico/contract/identity';
import { EXTERNAL_CLIENT_ID, startExternalProvider, signInThroughProvider, type ExternalProvider } from '../testing/external-provider';
import { startTestServer, type TestServer } from '../testing/test-server';
import { freePort } from '@portico/test/support/free-port';
import { HttpSession } from './http-session';

/**
 * The portal against a firm's identity provider (ISSUER_URL): a separate oidc-provider whose subjects are not
 * portal user ids, so an account can only be found by e-mail, and only when the provider vouches for it.
 */
const SUBJECTS: Record<string, Record<string, unknown>> = {
  'ext-verified': { email: 'maria@acme.example', email_verified: true },
  'ext-unverified': { email: 'maria@acme.example', email_verified: false },
  'ext-unsaid': { email: 'maria@acme.example' },
  'ext-string': { email: 'maria@acme.example', email_verified: 'true' },
};

let server: TestServer;
let idp: ExternalProvider;
let base: string;
let restoreEnvironment: (() => void) | undefined;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  idp = await startExternalProvider(base, SUBJECTS);
  restoreEnvironment = idp.becomeIssuer();
  server = await startTestServer({ config: { publicUrl: base, port } });
  await server.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  restoreEnvironment?.();
  await server?.stop();
  await idp?.close();
});

const signInAs = (subject: string, browser?: HttpSession) => signInThroughProvider(base, subject, browser);

describe('an external identity provider', () => {
  it('opens the account whose e-mail the provider says it verified', async () => {
    const res = await signInAs('ext-verified');
    expect(res.status).toBe(200);
  });

  it('matches no account by an e-mail whose email_verified is false, missing or not the boolean true', async () => {
    for (const subject of ['ext-unverified', 'ext-unsaid', 'ext-string']) {
      const res = await signInAs(subject);
      expect([subject, res.status]).toEqual([subject, 403]);
      expect(((await res.json()) as ErrorBody).errors?.map((e) => e.reason)).toEqual(['USER_NOT_FOUND']);
    }
  });
});

describe('sign-out through an external identity provider', () => {
  const signOut = (browser: HttpSession) => browser.request(API.oidcLogout, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ returnTo: `${base}/auth/signed-out` }),
  });
  /** Where starting a sign-in takes the browser: straight back to the portal while the provider's session lives. */
  const signInLandsOn = async (browser: HttpSession) => {
    const start = await browser.request(API.oidcLogin, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${base}/auth` }),
    });
    return (await browser.follow(((await start.json()) as OidcLoginResponse).location, {}, (next) => next.pathname === '/auth')).url.pathname;
  };

  it('keeps the ID token server-side and sends it as id_token_hint, so the provider signs out in one step', async () => {
    const browser = new HttpSession(base);
    const finished = await signInAs('ext-verified', browser);
    expect(finished.status).toBe(200);
    // The ID token is in the database with the sign-in, and nowhere the browser can read it.
    const kept = await server.ctx.db.selectFrom('signInCodes').select(['codeHash', 'idToken']).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const idToken = kept.idToken!;
    expect(idToken.split('.')).toHaveLength(3);
    expect(JSON.stringify(await finished.json())).not.toContain(idToken);
    expect(browser.cookieHeader()).not.toContain(idToken);
    expect(browser.cookie('portico_idp_signin')).toBeDefined();
    expect(await signInLandsOn(browser)).toBe('/auth');

    const answer = await signOut(browser);
    expect(answer.status).toBe(200);
    const endSession = new URL(((await answer.json()) as { location: string }).location);
    expect(Object.fromEntries(endSession.searchParams)).toEqual({
      id_token_hint: idToken, post_logout_redirect_uri: `${base}/auth/signed-out`, client_id: EXTERNAL_CLIENT_ID,
    });
    // Used once: the reference is cleared in the browser and the token forgotten here.
    expect(browser.cookie('portico_idp_signin')).toBeUndefined();
    expect((await server.ctx.db.selectFrom('signInCodes').select('idToken').where('codeHash', '=', kept.codeHash).executeTakeFirstOrThrow()).idToken).toBeNull();

    // The provider verifies the hint and ends its session at once (its page submits itself), back on the signed-out screen.
    const page = await browser.request(endSession.href);
    const html = await page.text();
    expect([page.status, /data-page="([^"]+)"/.exec(html)?.[1]]).toEqual([200, 'signing-out']);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]));
    const back = await browser.follow(new URL(action, endSession).href, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
    }, (next) => next.origin === base);
    expect(back.url.href).toBe(`${base}/auth/signed-out`);
    expect(await signInLandsOn(browser)).toMatch(/^\/interaction\//);
  });

  it('without a sign-in of this browser it answers the end-session URL without a hint (the provider then asks)', async () => {
    const browser = new HttpSession(base);
    expect((await signInAs('ext-verified', browser)).status).toBe(200);
    await signOut(browser);
    const again = new URL(((await (await signOut(browser)).json()) as { location: string }).location);
    expect(again.searchParams.has('id_token_hint')).toBe(false);
    expect(again.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/auth/signed-out`);
    const forged = await new HttpSession(base).request(API.oidcLogout, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: 'portico_idp_signin=forged' },
      body: JSON.stringify({ returnTo: `${base}/auth/signed-out` }),
    });
    expect(new URL(((await forged.json()) as { location: string }).location).searchParams.has('id_token_hint')).toBe(false);
    expect(/data-page="([^"]+)"/.exec(await (await browser.request(again.href)).text())?.[1]).toBe('confirm-sign-out');
  });
});
