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
  const issuerUrl = external || `${publicUrl}${EMBEDDED_MOUNT}`;
  return {
    issuerUrl,
    clientId: external ? env.CLIENT_ID! : EMBEDDED_CLIENT_ID,
    clientSecret: external ? env.CLIENT_SECRET || undefined : undefined,
    embedded: !external,
    redirectUri: `${publicUrl}/auth`,
    postLogoutRedirectUri: `${publicUrl}/auth`,
    prompt: env.OIDC_PROMPT ?? (external ? undefined : 'login'),
    mfaSetupUrl: env.MFA_SETUP_URL || (external ? issuerUrl : `${issuerUrl}/mfa-setup`),
    allowInsecure: !config.production && issuerUrl.startsWith('http:'),
  };
}
