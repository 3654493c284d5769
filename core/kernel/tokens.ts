import type { InjectionToken } from 'tsyringe';
import type { PortalConfig } from '@portico/contract/portal-config';
import type { FeatureFlags } from '../flags/feature-flags';
import type { Permissions } from '../permissions/permissions';
import type { SessionStore } from '../session/session-store';
import type { HttpClient } from '../http/http-client';
import type { I18nService } from '../i18n/i18n-service';
import type { AlertService } from '../alerts/alert-service';
import type { Logger } from '../logging/logger';
import type { PluginRegistry } from './plugin-registry';
import type { TokenStore } from '../session/token-store';
import type { ClientsStore } from '../clients/clients-store';
import type { AuthService } from '../auth/auth-service';
import type { ThemeService } from '../theme/theme-service';
import type { ProfileService } from '../profile/profile-service';
import type { HelpService } from '../help/help-service';
import type { ModalService } from '../modals/modal-service';
import type { SignOut } from '../auth/sign-out';
import type { CovidAlert } from '../alerts/covid-alert';

/**
 * A service token. Tokens are `Symbol.for` keys so two copies of a module (two bundles, a test double)
 * still agree on identity. Core's own services are in TOKENS below; a feature makes its own with
 * createToken, next to the service, and `provides` it (JupyterLab style) so other features may `require` it.
 */
export interface Token<T> {
  readonly key: InjectionToken<T>;
  readonly name: string;
  readonly description: string;
}

export function createToken<T>(name: string, description: string): Token<T> {
  return { key: Symbol.for(`portico:${name}`), name, description };
}
const token = createToken;

/** The services core itself registers; features add theirs through `provides`. */
export const TOKENS = {
  Config: token<PortalConfig>('config', 'The running variant, its enabled plugins and flag defaults'),
  Logger: token<Logger>('logger', 'Console and server logging of front-end events and exceptions'),
  Tokens: token<TokenStore>('tokens', 'Where the long token and auth token are kept in the browser'),
  Session: token<SessionStore>('session', 'Session meta and bindings (loading, loaded, failed)'),
  Permissions: token<Permissions>('permissions', 'Feature permissions, infrastructure controls and role grants'),
  Flags: token<FeatureFlags>('flags', 'Feature flags with lock dependencies'),
  Http: token<HttpClient>('http', 'The authorised HTTP client for /api'),
  I18n: token<I18nService>('i18n', 'Translations and the active language'),
  Alerts: token<AlertService>('alerts', 'The alert area: queued messages with types and timeouts'),
  Clients: token<ClientsStore>('clients', 'The client companies the user may access and the active one'),
  Auth: token<AuthService>('auth', 'Sign-in flows: OIDC, JWT and stored-token login, staff switch, preview, logout'),
  Plugins: token<PluginRegistry>('plugins', 'The enabled features and their plugins: areas, actions, widgets, dialogs, sections'),
  Theme: token<ThemeService>('theme', "The firm's theme: logo, name, banner and colours as CSS custom properties"),
  Profile: token<ProfileService>('profile', "The user's profile, linked accounts and saved language"),
  Help: token<HelpService>('help', 'Suggested help articles for the current screen'),
  Modals: token<ModalService>('modals', 'The modal host: open, dialogs by name, close all'),
  SignOut: token<SignOut>('sign-out', 'What the account menu calls to sign out (implemented by core/auth)'),
  CovidAlert: token<CovidAlert>('covid-alert', 'The COVID notice switch and its per-contact dismissal'),
} as const;

export type TokenName = keyof typeof TOKENS;

/** How a client company's tax id reads beside its name: "CNPJ 11.222.333/0001-81" for a Brazilian one. */
export type ClientTaxIdLabel = (taxId: string) => string;

/**
 * Provided by a region's kit (the Brazilian kit, br.kit): tax ids are regional, so core shows none without one.
 * Defined beside the kernel's tokens so it travels in the entry: a module of its own became a chunk both the
 * shell and the kit asked for, an extra request in every variant.
 */
export const CLIENT_TAX_ID = createToken<ClientTaxIdLabel>('client-tax-id', "How a client company's tax id reads beside its name");
