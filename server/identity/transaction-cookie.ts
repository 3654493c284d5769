import type { CookieSerializeOptions } from '@fastify/cookie';
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
export function serverCookie(path: string, secure: boolean, maxAge: number): CookieSerializeOptions {
  return { path, maxAge, httpOnly: true, sameSite: 'lax', secure };
}

export const transactionCookie = (path: string, secure: boolean, maxAge = TTL_SECONDS) => serverCookie(path, secure, maxAge);
