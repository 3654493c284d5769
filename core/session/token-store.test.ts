import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, STORAGE_KEYS, TokenStore } from './token-store';

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
