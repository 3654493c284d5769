import { THEME_COOKIE, USER_AUTHENTICATION_COOKIE } from '@portico/contract/api-paths';
/** Storage keys of spec 000 §9. */
export const STORAGE_KEYS = {
  sessionInfo: 'tr-session-info',
  theme: 'ccTheme',
  activeClient: 'cc-active-client',
  longToken: 'UDSLongToken',
  authToken: 'authToken',
  language: 'ccLanguage',
  mobile: 'cc-mobile',
} as const;
export const COOKIES = { theme: THEME_COOKIE, userAuthentication: USER_AUTHENTICATION_COOKIE } as const;

/**
 * Remembers the firm whose theme this browser shows, for the server's page hints (its logo preloaded and in
 * the loading state) and the branded sign-in page. It outlives the tab: a session cookie ends when the last
 * window closes, which is exactly when the next first load needs it. Cleared at sign-out with the others.
 */
export function rememberThemeFirm(companyId: number, doc: Document = document): void {
  doc.cookie = `${COOKIES.theme}=${companyId}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The long token lives in localStorage, the auth token in sessionStorage (spec 000 §9). */
export class TokenStore {
  get longToken(): string | null {
    return localStorage.getItem(STORAGE_KEYS.longToken);
  }
  set longToken(value: string | null) {
    if (value) localStorage.setItem(STORAGE_KEYS.longToken, value);
    else localStorage.removeItem(STORAGE_KEYS.longToken);
  }
  get authToken(): string | null {
    return sessionStorage.getItem(STORAGE_KEYS.authToken);
  }
  set authToken(value: string | null) {
    if (value) sessionStorage.setItem(STORAGE_KEYS.authToken, value);
    else sessionStorage.removeItem(STORAGE_KEYS.authToken);
  }

  /** Forgets every credential and the session cookies. */
  clear(): void {
    this.longToken = null;
    this.authToken = null;
    sessionStorage.removeItem(STORAGE_KEYS.sessionInfo);
    // A date in the past, not only Max-Age=0: "expires now" can survive within the same millisecond.
    for (const name of Object.values(COOKIES)) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  }
}
