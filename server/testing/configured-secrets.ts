import { newSigningJwk } from '../auth/signing-key';
import type { ServerConfig } from '../config';
import { newIdentitySecrets } from '../identity/secrets';

/** A fresh PORTICO_SIGNING_KEYS and PORTICO_IDENTITY_SECRETS, as configuration overrides (what production requires). */
export async function configuredSecrets(): Promise<Pick<ServerConfig, 'signingKeys' | 'identitySecrets'>> {
  return { signingKeys: { keys: [await newSigningJwk()] }, identitySecrets: await newIdentitySecrets() };
}
