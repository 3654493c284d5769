import type { IncomingMessage, ServerResponse } from 'node:http';
import { signingKeysOf } from '../auth/signing-key';
import { UsedTokens } from '../auth/used-tokens';
import type { RouteModule } from '../http/context';
import { loadIdentityConfig } from './config';
import { AuthorizationCodes } from './authorization-codes';
import { mountEmbeddedProvider, registerPageAssets } from './embedded-routes';
import { createEmbeddedProvider, endBrowserSession } from './provider';
import { RelyingParty } from './relying-party';
import { registerIdentityApi } from './routes';
import { identitySecretsOf } from './secrets';
import { SignInTokens } from './sign-in-token';
import { resetKeyOf } from './password-reset';

/**
 * Sign-in: the OpenID Connect relying party and its API, plus, without ISSUER_URL, the embedded
 * development identity provider under /oidc.
 */
export const identityRoutes: RouteModule = async (app, ctx) => {
  const identity = loadIdentityConfig(ctx.config);
  const secrets = await identitySecretsOf(ctx.config);
  const keys = await signingKeysOf(ctx.config);
  registerPageAssets(app, ctx.db);
  const provider = identity.embedded
    ? createEmbeddedProvider({ identity, secrets, db: ctx.db, rootDir: ctx.config.rootDir, publicUrl: ctx.config.publicUrl,
      trustedProxies: ctx.config.trustedProxies, sessionTtlSeconds: ctx.config.sessionTtlSeconds })
    : undefined;
  // The reset links are signed with a key of their own, derived from the identity secrets.
  if (provider) await mountEmbeddedProvider(app, { provider, ctx, resetKey: resetKeyOf(secrets.transactionKey) });
  const deps = {
    identity,
    relyingParty: new RelyingParty(identity, identity.embedded ? secrets.embeddedClientSecret : identity.clientSecret),
    signInTokens: new SignInTokens(keys, new UsedTokens(ctx.db)),
    transactionKey: secrets.transactionKey,
    ...(provider ? { endProviderSession: (req: IncomingMessage, res: ServerResponse) => endBrowserSession(provider, req, res) } : {}),
    // Codes are remembered as long as the sessions they open can live, plus the sign-in JWT's few minutes.
    codes: new AuthorizationCodes(ctx.db, ctx.sessions, ctx.config.sessionTtlSeconds + 600),
  };
  await app.register(async (scope) => registerIdentityApi(scope as typeof app, ctx, deps));
};
