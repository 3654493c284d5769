import { chooseIdentityProvider, parseRegionalClientIds } from '@portico/core/platform/identity-host';
import type { ServerConfig } from '../config';

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
  /** openid-client refuses plain http unless allowed; only outside production. */
  allowInsecure: boolean;
}

export const EMBEDDED_MOUNT = '/oidc';
export const EMBEDDED_CLIENT_ID = 'portico-portal';

export function loadIdentityConfig(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  const external = env.ISSUER_URL?.trim();
  if (external && !env.CLIENT_ID) throw new Error('ISSUER_URL is set but CLIENT_ID is not');
  if (config.production && !external) {
    console.warn('Portico: no ISSUER_URL; signing in through the embedded development identity provider');
  }
  // The firm's provider: its production or non-production host by this portal's hostname, the client id by its
  // regional domain and language (core/platform/identity-host.ts, docs/platform.md).
  const chosen = external ? chooseIdentityProvider(
    { issuers: { production: external, 'non-production': env.ISSUER_URL_NONPROD?.trim() || external },
      clientIds: { default: env.CLIENT_ID!, ...parseRegionalClientIds(env.CLIENT_IDS) } },
    new URL(publicUrl).hostname, env.IDENTITY_LANGUAGE?.trim() || 'en-us',
  ) : undefined;
  const issuerUrl = chosen?.issuerUrl ?? `${publicUrl}${EMBEDDED_MOUNT}`;
  return {
    issuerUrl,
    clientId: chosen?.clientId ?? EMBEDDED_CLIENT_ID,
    clientSecret: external ? env.CLIENT_SECRET || undefined : undefined,
    embedded: !external,
    redirectUri: `${publicUrl}/auth`,
    postLogoutRedirectUri: `${publicUrl}/auth`,
    signedOutUri: `${publicUrl}/auth/signed-out`,
    prompt: env.OIDC_PROMPT ?? (external ? undefined : 'login'),
    mfaSetupUrl: env.MFA_SETUP_URL || (external ? issuerUrl : `${issuerUrl}/mfa-setup`),
    allowInsecure: !config.production && issuerUrl.startsWith('http:'),
  };
}
