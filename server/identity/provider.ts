import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database';
import { EMBEDDED_CLIENT_ID, EMBEDDED_MOUNT, type IdentityConfig } from './config';
import { idpTexts, pickLanguage } from './page-text';
import { logoutPage, messagePage } from './pages';
import type { IdentitySecrets } from './secrets';
import { REGIONAL_LOGOUT_PATHS } from '../../core/contract/api-paths';

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
}): Provider {
  const { identity, secrets, db, rootDir } = options;
  const origin = new URL(options.publicUrl).origin;
  const texts = (ctx: KoaContextWithOIDC) => {
    const lang = pickLanguage(ctx.oidc?.params?.ui_locales as string | undefined);
    return { lang, texts: idpTexts(rootDir, lang) };
  };

  const provider = new Provider(identity.issuerUrl, {
    clients: [{
      client_id: EMBEDDED_CLIENT_ID,
      client_secret: secrets.embeddedClientSecret,
      redirect_uris: [identity.redirectUri],
      post_logout_redirect_uris: [identity.postLogoutRedirectUri, ...REGIONAL_LOGOUT_PATHS.map((p) => `${origin}${p}`)],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    }],
    jwks: { keys: [secrets.providerJwk] },
    cookies: { keys: secrets.providerCookieKeys },
    pkce: { required: () => true },
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
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const { lang, texts: t } = texts(ctx);
          ctx.type = 'html';
          ctx.body = logoutPage(t, lang, form, ctx.host);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          const { lang, texts: t } = texts(ctx);
          ctx.type = 'html';
          ctx.body = messagePage(t, lang, t.loggedOutTitle!, t.loggedOutBody!);
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
      const user = await db.selectFrom('users').select(['id', 'email', 'firstName', 'lastName', 'language'])
        .where('id', '=', sub).executeTakeFirst();
      if (!user) return undefined;
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
      const { lang, texts: t } = texts(ctx);
      ctx.type = 'html';
      ctx.body = messagePage(t, lang, t.errorTitle!, out.error_description ?? out.error ?? t.errorTitle!);
    },
  });
  provider.proxy = process.env.PORTICO_TRUST_PROXY === '1';
  return provider;
}
