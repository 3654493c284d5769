import { API } from '@portico/contract/api-paths';
import type { OidcLoginResponse, SignInTokenResponse } from '@portico/contract/identity';
import { HttpSession } from '../identity/http-session';

/**
 * What a browser does to reach the embedded provider's password form: start the sign-in as the portal
 * does, follow the redirects to the form. Answers the cookie-carrying session and the form's action.
 */
export async function openProviderSignIn(base: string, lang = 'en-us'): Promise<{ browser: HttpSession; action: string }> {
  const browser = new HttpSession(base);
  const start = await browser.request(API.oidcLogin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang, redirectUri: `${base}/auth` }),
  });
  const page = await browser.follow(((await start.json()) as OidcLoginResponse).location);
  return { browser, action: /<form method="post" action="([^"]+)"/.exec(await page.response.text())![1]! };
}

/**
 * The browser's whole sign-in with a password at `base` (behind a round-robin proxy, every request may land on
 * another instance): the sign-in token the portal gets. Throws naming the step that went wrong.
 */
export async function signInWithPassword(base: string, email: string, password: string): Promise<string> {
  const { browser, action } = await openProviderSignIn(base);
  const submitted = await browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  }, (next) => next.pathname === '/auth');
  if (submitted.url.pathname !== '/auth') {
    throw new Error(`sign-in of ${email}: the provider did not send the browser back to /auth (ended at ${submitted.url}, status ${submitted.response.status})`);
  }
  const finished = await browser.request(`${API.oidcAuthCodeSession}?${submitted.url.searchParams}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (finished.status !== 200) throw new Error(`sign-in of ${email}: the code exchange answered ${finished.status}: ${await finished.text()}`);
  return ((await finished.json()) as SignInTokenResponse).tokenValue;
}
