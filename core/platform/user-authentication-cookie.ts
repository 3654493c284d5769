import type { SessionResponse } from '@portico/contract/session';
import { COOKIES } from '../session/token-store';

type SessionMeta = Pick<SessionResponse['meta'], 'SessionId' | 'SessionExpiresDateTime'>;

/**
 * The `UserAuthentication` cookie of spec 000 §9, set when a session is established and cleared at sign-out
 * (TokenStore.clear). It says "a user is signed in here, session X" to whatever shares the origin (a proxy, the
 * firm's other pages) and carries no credential: its value is the session id, which opens nothing without the
 * long token. Same site only, whole origin, secure on https, and it ends when the session does.
 */
export function userAuthenticationCookie(meta: SessionMeta, secure: boolean): string {
  const parts = [`${COOKIES.userAuthentication}=${encodeURIComponent(meta.SessionId)}`, 'Path=/', 'SameSite=Strict'];
  const expires = new Date(meta.SessionExpiresDateTime);
  if (!Number.isNaN(expires.getTime())) parts.push(`Expires=${expires.toUTCString()}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function setUserAuthenticationCookie(meta: SessionMeta, doc: Document = document): void {
  doc.cookie = userAuthenticationCookie(meta, doc.location?.protocol === 'https:');
}
