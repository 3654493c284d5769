import { API } from '@portico/contract/api-paths';
import type { OidcLoginResponse } from '@portico/contract/identity';
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
