import http from 'node:http';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
import { API } from '@portico/contract/api-paths';
import type { OidcLoginResponse } from '@portico/contract/identity';
import { freePort } from '../../test/support/free-port';
import { HttpSession } from '../identity/http-session';

export const EXTERNAL_CLIENT_ID = 'portico-external';
export const EXTERNAL_CLIENT_SECRET = 'external-client-secret-0123456789abcdef';

/**
 * The provider's end-session page, as many firms' providers behave (Keycloak, Entra ID): a request naming the
 * session by the ID token the provider issued (id_token_hint, which oidc-provider has verified by now) is carried
 * out at once by a self-submitting form; any other asks the user to confirm.
 */
function endSessionPage(ctx: { body?: unknown; oidc: { params?: Record<string, unknown> } }, form: string) {
  ctx.body = ctx.oidc.params?.id_token_hint
    ? `<!doctype html><body data-page="signing-out">${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}`
      + '<script>document.forms[0].submit()</script></body>'
    : `<!doctype html><body data-page="confirm-sign-out"><p>Do you want to sign out?</p>${form}</body>`;
}

export interface ExternalProvider {
  issuer: string;
  /** Points the environment at this provider (ISSUER_URL, CLIENT_ID, CLIENT_SECRET) for a server started next; answers what puts it back. */
  becomeIssuer: () => () => void;
  close: () => Promise<void>;
}

/**
 * A firm's own identity provider for tests (ISSUER_URL): a separate oidc-provider for the portal at `portalBase`,
 * whose subjects (the keys of `subjects`, with their claims) are not portal user ids, so an account can only be
 * found by e-mail, and only when the provider vouches for it. Any password signs a subject in.
 */
export async function startExternalProvider(portalBase: string, subjects: Record<string, Record<string, unknown>>): Promise<ExternalProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [{
      client_id: EXTERNAL_CLIENT_ID, client_secret: EXTERNAL_CLIENT_SECRET, redirect_uris: [`${portalBase}/auth`],
      post_logout_redirect_uris: [`${portalBase}/auth`, `${portalBase}/auth/signed-out`],
      response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'ext' }] },
    pkce: { required: () => true },
    features: { rpInitiatedLogout: { logoutSource: endSessionPage } },
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx: unknown, sub: string) => (subjects[sub] ? { accountId: sub, claims: () => ({ sub, ...subjects[sub] }) } : undefined),
    loadExistingGrant: async (ctx: { oidc: { client?: { clientId: string }; session?: { accountId?: string }; provider: Provider } }) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const environment: Record<string, string> = { ISSUER_URL: issuer, CLIENT_ID: EXTERNAL_CLIENT_ID, CLIENT_SECRET: EXTERNAL_CLIENT_SECRET };
  return {
    issuer,
    becomeIssuer() {
      const saved = Object.fromEntries(Object.keys(environment).map((key) => [key, process.env[key]]));
      Object.assign(process.env, environment);
      return () => {
        for (const [key, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
        }
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs in at the external provider as `subject` (its development login form) and finishes at the portal:
 * the portal's answer to the authorization code (200 with the sign-in token, or the refusal).
 */
export async function signInThroughProvider(portalBase: string, subject: string, browser = new HttpSession(portalBase)): Promise<Response> {
  const start = await browser.request(API.oidcLogin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'ClientCenter', sp: 'ClientCenter', lang: 'en-us', redirectUri: `${portalBase}/auth` }),
  });
  if (start.status !== 200) throw new Error(`the sign-in did not start: ${start.status}`);
  const page = await browser.follow(((await start.json()) as OidcLoginResponse).location);
  if (!page.url.pathname.startsWith('/interaction/')) throw new Error(`the provider showed ${page.url.pathname}, not its login`);
  const back = await browser.follow(page.url.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login: subject, password: 'any' }).toString(),
  }, (next) => next.pathname === '/auth');
  if (back.url.origin !== new URL(portalBase).origin) throw new Error(`the provider sent the browser to ${back.url.origin}`);
  const query = new URLSearchParams(['code', 'state', 'iss'].map((k) => [k, back.url.searchParams.get(k)!]));
  return browser.request(`${API.oidcAuthCodeSession}?${query}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
