import { afterEach, describe, expect, it } from 'vitest';
import { TokenStore } from '../session/token-store';
import { setUserAuthenticationCookie, userAuthenticationCookie } from './user-authentication-cookie';

const meta = { SessionId: 'sess-42', SessionExpiresDateTime: '2030-01-02T03:04:05.000Z' };

describe('UserAuthentication cookie', () => {
  afterEach(() => new TokenStore().clear());

  it('names the session, for the whole origin, same site only, until the session ends', () => {
    expect(userAuthenticationCookie(meta, false)).toBe('UserAuthentication=sess-42; Path=/; SameSite=Strict; Expires=Wed, 02 Jan 2030 03:04:05 GMT');
    expect(userAuthenticationCookie(meta, true)).toMatch(/; Secure$/);
    expect(userAuthenticationCookie({ SessionId: 'a b', SessionExpiresDateTime: '' }, false)).toBe('UserAuthentication=a%20b; Path=/; SameSite=Strict');
  });

  it('is set at sign-in and cleared at sign-out', () => {
    setUserAuthenticationCookie(meta);
    expect(document.cookie).toContain('UserAuthentication=sess-42');
    new TokenStore().clear();
    expect(document.cookie).not.toContain('UserAuthentication');
  });
});
