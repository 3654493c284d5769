import { seal, unseal } from './sealed';

/**
 * Which sign-in this browser finished at an external identity provider: the hash of its authorization code,
 * sealed (encrypted and authenticated, so a script cannot forge one) in an HttpOnly cookie that only the sign-in
 * API receives. Sign-out reads it to find the provider's ID token, which stays in the database with that sign-in
 * and reaches the browser only inside the end-session URL (as id_token_hint, where OpenID Connect puts it).
 */
export const PROVIDER_SIGN_IN_COOKIE = 'portico_idp_signin';
const PURPOSE = 'provider-sign-in';

export function sealProviderSignIn(key: Uint8Array, codeHash: string, ttlSeconds: number): Promise<string> {
  return seal(key, { purpose: PURPOSE, codeHash }, ttlSeconds);
}

/** The sign-in's code hash; undefined when the cookie is missing, tampered with, expired or another cookie's. */
export async function openProviderSignIn(key: Uint8Array, sealed: string | undefined): Promise<string | undefined> {
  const payload = await unseal(key, sealed);
  return payload?.purpose === PURPOSE && typeof payload.codeHash === 'string' ? payload.codeHash : undefined;
}
