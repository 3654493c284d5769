/** Browser keys of the sign-in layer (beside STORAGE_KEYS of core/session/token-store). */
export const AUTH_KEYS = {
  /** sessionStorage: where to go after the identity provider sends the user back (the r of /auth). */
  returnTo: 'portico-auth-return',
  /** sessionStorage: the staff member's own long token while a preview runs. */
  staffToken: 'portico-staff-token',
  /** localStorage: the platform flag that disables the newer sign-in (then sign-out stays internal). */
  disableNewSignIn: 'platform.disableNewSignIn',
} as const;

/** The query or hash parameter that carries a sign-in token into the portal (links from the mobile app, e-mails). */
export const STARTUP_TOKEN_PARAM = 'token';

/** Window events other parts (shell, mobile host) may listen to. */
export const AUTH_EVENTS = {
  sessionEstablished: 'portico:session-established',
  mobileLogout: 'portico:mobile-logout',
  termsRequired: 'portico:terms-required',
} as const;

/** A return location is only ever a path on this portal, never another origin. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
