import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type KoaContextWithOIDC, type KoaMiddlewareContext } from 'oidc-provider';
import type { Db } from '../db/database';
import { EMBEDDED_CLIENT_ID, EMBEDDED_MOUNT, type IdentityConfig } from './config';
import { brandingOf } from './branding';
import { idpTexts, pageLanguage } from './page-text';
import { logoutPage, messagePage, type PageContext } from './pages';
import { OidcModels } from './oidc-models';
import type { IdentitySecrets } from './secrets';
import { REGIONAL_LOGOUT_PATHS, THEME_COOKIE } from '@portico/contract/api-paths';

/**
 * The development identity provider: a real OpenID Provider (oidc-provider) with the demo accounts of the
 * users table. Authorization code flow only, PKCE required, the portal is its single confidential client.
 */
export function createEmbeddedProvider(options: {
  identity: IdentityConfig;
  secrets: IdentitySecrets;
  db: Db;
  rootDir: string;
  publicUrl: string;
  /** ServerConfig.trustedProxies: the same client address and scheme as the rest of the server. */
  trustedProxies: readonly string[];
  /** ServerConfig.sessionTtlSeconds: the provider's session and grant last as long as a portal session. */
  sessionTtlSeconds: number;
}): Provider {
  const { identity, secrets, db, rootDir } = options;
  const origin = new URL(options.publicUrl).origin;
  const pageOf = async (ctx: KoaContextWithOIDC): Promise<PageContext> => {
    const lang = pageLanguage(ctx.oidc?.params?.ui_locales as string | undefined, ctx.get('accept-language'));
    // Unsigned: the provider signs its own cookies only; the theme cookie is the portal's.
    const themeCookie = ctx.cookies.get(THEME_COOKIE, { signed: false });
    return { lang, texts: idpTexts(rootDir, lang), branding: await brandingOf(db, themeCookie) };
  };

  const provider = new Provider(identity.issuerUrl, {
    clients: [{
      client_id: EMBEDDED_CLIENT_ID,
      client_secret: secrets.embeddedClientSecret,
      redirect_uris: [identity.redirectUri],
      post_logout_redirect_uris: [identity.postLogoutRedirectUri, identity.signedOutUri, ...REGIONAL_LOGOUT_PATHS.map((p) => `${origin}${p}`)],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    }],
    // Interactions, codes, sessions and grants in the database: any instance continues a sign-in another began.
    adapter: OidcModels.factory(db),
    // Every record stored has an end, so the table does not grow: a code is redeemed at once, an access token
    // serves only that exchange, and the provider's own sign-in lasts as long as the portal's.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 3600,
      Interaction: 3600,
      Session: options.sessionTtlSeconds,
      Grant: options.sessionTtlSeconds,
    },
    // The first key signs; the others still verify, so keys rotate.
    jwks: { keys: secrets.providerJwks },
    cookies: { keys: secrets.providerCookieKeys },
    pkce: { required: () => true },
    // The portal redeems codes server-side, so no browser ever calls the token, userinfo, revocation or
    // introspection endpoints cross-origin (the default would allow the origins of public clients' redirect URIs).
    clientBasedCORS: () => false,
    // Email and name travel in the ID token, so the portal needs no userinfo call.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The portal ends this provider's session itself (endBrowserSession); the confirmation stays for other callers.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const page = await pageOf(ctx);
          ctx.type = 'html';
          ctx.body = logoutPage(page, form, ctx.host);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          const page = await pageOf(ctx);
          ctx.type = 'html';
          ctx.body = messagePage(page, page.texts.loggedOutTitle!, page.texts.loggedOutBody!, { href: '/auth', label: page.texts.signInNow! });
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${EMBEDDED_MOUNT}/interaction/${interaction.uid}` },
    // The portal is a first-party client: its grant is given without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const user = await db.selectFrom('users').select(['id', 'email', 'firstName', 'lastName', 'language', 'disabledAt'])
        .where('id', '=', sub).executeTakeFirst();
      if (!user || user.disabledAt !== null) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
          locale: user.language,
        }),
      };
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      const page = await pageOf(ctx);
      ctx.type = 'html';
      ctx.body = messagePage(page, page.texts.errorTitle!, out.error_description ?? out.error ?? page.texts.errorTitle!,
        { href: '/', label: page.texts.backToSignIn! });
    },
  });
  // X-Forwarded-Proto and -Host from the proxy the server trusts (the provider reads no client address).
  provider.proxy = options.trustedProxies.length > 0;
  provider.use(corsPolicy);
  return provider;
}

/** Public documents any web page may read: discovery and the ID-token signing keys. */
const OPEN_PATHS = new Set(['/.well-known/openid-configuration', '/jwks']);

/**
 * Cross-origin answers of the embedded provider. oidc-provider reflects any Origin on its open endpoints and
 * on every preflight; here discovery and JWKS answer `Access-Control-Allow-Origin: *` (never with credentials,
 * which `*` excludes) and every other endpoint (authorization, token, userinfo, end-session, interactions)
 * answers no CORS header at all, so a browser on another origin cannot read them.
 */
async function corsPolicy(ctx: KoaMiddlewareContext, next: () => Promise<void>): Promise<void> {
  if (OPEN_PATHS.has(ctx.path)) {
    // Set first: oidc-provider's own CORS step sees an Access-Control header and stands aside.
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET');
      ctx.set('Access-Control-Max-Age', '3600');
      ctx.status = 204;
      return;
    }
    return next();
  }
  try {
    await next();
  } finally {
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
    }
  }
}

/**
 * Ends this browser's session at the embedded provider (and the portal's grant in it) without its confirmation
 * page: the portal's sign-out is one step. The session is the one the browser's signed provider cookie names.
 */
export async function endBrowserSession(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const session = await provider.Session.get({ req, res } as unknown as KoaContextWithOIDC);
  if (!session.accountId) return false;
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (grantId) await (await provider.Grant.find(grantId))?.destroy();
  }
  await session.destroy();
  const cookies = provider.createContext(req, res).cookies;
  cookies.set(provider.cookieName('session'), null, { httpOnly: true, sameSite: 'lax', signed: true });
  return true;
}
