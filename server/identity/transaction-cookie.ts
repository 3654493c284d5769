import { seal, unseal } from './sealed';

/** What the browser carries between "start sign-in" and "finish sign-in", encrypted so the PKCE verifier stays secret. */
export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

export const TRANSACTION_COOKIE = 'portico_signin';
const TTL_SECONDS = 600;

export function sealTransaction(key: Uint8Array, transaction: SignInTransaction): Promise<string> {
  return seal(key, { ...transaction }, TTL_SECONDS);
}

/** Undefined when the cookie is missing, tampered with or expired. */
export async function openTransaction(key: Uint8Array, sealed: string | undefined): Promise<SignInTransaction | undefined> {
  const { state, nonce, verifier, redirectUri } = (await unseal(key, sealed) ?? {}) as Partial<SignInTransaction>;
  if (!state || !nonce || !verifier || !redirectUri) return undefined;
  return { state, nonce, verifier, redirectUri };
}

/** A cookie only the server reads (HttpOnly), sent by the browser to `path` only; Max-Age 0 clears it. */
export function serverCookie(name: string, value: string, path: string, secure: boolean, maxAge: number): string {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function transactionCookie(value: string, path: string, secure: boolean, maxAge = TTL_SECONDS): string {
  return serverCookie(TRANSACTION_COOKIE, value, path, secure, maxAge);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
