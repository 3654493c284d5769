import { chooseIdentityProvider, parseRegionalClientIds } from '@portico/core/platform/identity-host';
import type { ServerConfig } from '../config';
import { readSettings } from '../settings';

/** Where sign-in happens. Without ISSUER_URL the server embeds its own development identity provider. */
export interface IdentityConfig {
  issuerUrl: string;
  clientId: string;
  /** Undefined for the embedded provider: its secret comes from the data directory. */
  clientSecret: string | undefined;
  embedded: boolean;
  /** The portal page the identity provider returns to (the /auth route). */
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The portal's "you are signed out" screen, where a one-step sign-out ends. */
  signedOutUri: string;
  /** OIDC prompt sent with every sign-in (the embedded provider asks for the password each time). */
  prompt: string | undefined;
  /** Where a user who must set up multi-factor authentication is sent (Location of MFA_AUTHENTICATION_REQUIRED). */
  mfaSetupUrl: string;
  /** The algorithm the provider signs ID tokens with (ID_TOKEN_ALG, RS256). */
  idTokenAlg: string;
  /** openid-client refuses plain http unless allowed; only outside production. */
  allowInsecure: boolean;
}

export const EMBEDDED_MOUNT = '/oidc';
export const EMBEDDED_CLIENT_ID = 'portico-portal';

/** The sign-in configuration from the validated settings (server/settings.ts), or from `env` (a test's). */
export function loadIdentityConfig(config: ServerConfig, env?: NodeJS.ProcessEnv): IdentityConfig {
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  const settings = env ? readSettings(env) : config.settings;
  const external = settings.ISSUER_URL;
  if (config.production && !external) {
    console.warn('Portico: no ISSUER_URL; signing in through the embedded development identity provider');
  }
  // The firm's provider: its production or non-production host by this portal's hostname, the client id by its
  // regional domain and language (core/platform/identity-host.ts, docs/platform.md).
  const chosen = external ? chooseIdentityProvider(
    { issuers: { production: external, 'non-production': settings.ISSUER_URL_NONPROD ?? external },
      clientIds: { default: settings.CLIENT_ID!, ...parseRegionalClientIds(settings.CLIENT_IDS) } },
    new URL(publicUrl).hostname, settings.IDENTITY_LANGUAGE!,
  ) : undefined;
  const issuerUrl = chosen?.issuerUrl ?? `${publicUrl}${EMBEDDED_MOUNT}`;
  return {
    issuerUrl,
    clientId: chosen?.clientId ?? EMBEDDED_CLIENT_ID,
    clientSecret: external ? settings.CLIENT_SECRET : undefined,
    embedded: !external,
    redirectUri: `${publicUrl}/auth`,
    postLogoutRedirectUri: `${publicUrl}/auth`,
    signedOutUri: `${publicUrl}/auth/signed-out`,
    prompt: settings.OIDC_PROMPT ?? (external ? undefined : 'login'),
    mfaSetupUrl: settings.MFA_SETUP_URL ?? (external ? issuerUrl : `${issuerUrl}/mfa-setup`),
    idTokenAlg: settings.ID_TOKEN_ALG!,
    allowInsecure: !config.production && issuerUrl.startsWith('http:'),
  };
}
