import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, STORAGE_KEYS, TokenStore, rememberThemeFirm } from './token-store';

afterEach(() => vi.useRealTimers());

describe('TokenStore.clear', () => {
  it('forgets both tokens, the session info and the session cookies even when the clock does not move', () => {
    // A frozen clock is the worst case for "expires now": the cookie must still go.
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
    const store = new TokenStore();
    store.longToken = 'long-1';
    store.authToken = 'jwt-1';
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, '{}');
    document.cookie = `${COOKIES.theme}=42; path=/`;
    document.cookie = `${COOKIES.userAuthentication}=x; path=/`;

    store.clear();

    expect(store.longToken).toBeNull();
    expect(store.authToken).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('rememberThemeFirm', () => {
  it('keeps the firm for a year, past the last window closing (a session cookie would not)', () => {
    const doc = { cookie: '' } as Document;
    rememberThemeFirm(1001, doc);
    expect(doc.cookie).toBe(`${COOKIES.theme}=1001; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('is read back by the page and cleared at sign-out', () => {
    rememberThemeFirm(1001);
    expect(document.cookie).toContain(`${COOKIES.theme}=1001`);
    new TokenStore().clear();
    expect(document.cookie).not.toContain(COOKIES.theme);
  });
});
