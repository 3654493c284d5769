/**
 * Names core and features agree on, in a module of its own: manifests import them and load with the entry, so
 * this file imports nothing.
 */

/** The dialog a feature contributes to greet a user's first visit (`kind: 'dialog'`, `dialog: WELCOME_DIALOG`). */
export const WELCOME_DIALOG = 'welcome';

/** The route a feature serves the diagnostic page at; the account menu links it (core/platform/screens/DiagnosticsMenuItem). */
export const DIAGNOSTICS_ROUTE = 'diagnostics';

/** The page where a client signs the firm's terms (spec 000 §4); the welcome waits until they are signed. */
export const TERMS_PAGE = '/terms-and-conditions';
