import { navigate } from 'wouter/use-browser-location';
import type { Contact } from '@portico/contract/contacts';
import type { SessionResponse } from '@portico/contract/session';
import type { ClientsStore } from '../clients/clients-store';
import type { HttpClient } from '../http/http-client';
import type { I18nService } from '../i18n/i18n-service';
import type { Logger } from '../logging/logger';
import type { ModalService } from '../modals/modal-service';
import type { Permissions } from '../permissions/permissions';
import type { SessionStore } from '../session/session-store';
import type { ThemeService } from '../theme/theme-service';
import { setUserAuthenticationCookie } from '../platform/user-authentication-cookie';
import { rememberThemeFirm, STORAGE_KEYS, type TokenStore } from '../session/token-store';
import { AuthApi, type AuthCodeResult, type UdsRequests } from './auth-api';
import { AUTH_EVENTS, AUTH_KEYS, safeReturnPath } from './auth-storage';
import { announceSignOut, onSignOutElsewhere } from './sign-out-broadcast';
import { raiseNativeEvent } from './device';

/** Product identifier sent as type and sp when a sign-in starts. */
export const PRODUCT = 'ClientCenter';
/** Staff go to /staff/ after this delay (spec 000 §9). */
export const STAFF_REDIRECT_DELAY_MS = 1000;

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export interface AuthEnvironment {
  /** In-app navigation (wouter's). */
  navigate: Navigate;
  /** Leaves the single-page app: the identity provider, a logout URL, a reload into a new session. */
  assign: (url: string) => void;
  /**
   * Leaves without leaving the current page in the history (to the identity provider, after a sign-out), so
   * Back never returns into a page that only makes sense once. Defaults to assign.
   */
  replace?: (url: string) => void;
}

/** The browser's navigation (the history wouter follows). */
export const browserEnvironment: AuthEnvironment = {
  navigate: (to, options) => navigate(to, options),
  assign: (url) => location.assign(url),
  replace: (url) => location.replace(url),
};

/** The services the sign-in flows use. */
export interface AuthDependencies {
  http: HttpClient;
  tokens: TokenStore;
  session: SessionStore;
  permissions: Permissions;
  clients: ClientsStore;
  /** Every open modal closes when the session ends. */
  modals: ModalService;
  /** The language a sign-in starts in. */
  i18n: I18nService;
  /** Its logout URL, where a sign-out the user asked for may end. */
  theme: ThemeService;
  logger: Logger;
  /** Settles once the first screen has painted: the contact waits for it. */
  firstScreenShown: () => Promise<void>;
}

/** The portal's "you are signed out" screen, where a sign-out the user asked for ends. */
export const SIGNED_OUT_PATH = '/auth/signed-out';

/**
 * The sign-in flows of spec 000 §4: OIDC start and callback, JWT login, UDS (stored long token) login,
 * session bindings, what follows a session, staff switch, preview, and logout.
 */
export class AuthService {
  readonly api: AuthApi;
  private readonly listeners = new Set<(info: SessionResponse) => void>();
  contact: Contact | null = null;
  private loggingOut = false;

  constructor(private readonly deps: AuthDependencies, private readonly env: AuthEnvironment) {
    this.api = new AuthApi(deps.http);
    this.stopHearingOtherTabs = onSignOutElsewhere(() => this.signedOutElsewhere());
  }

  /** Held for the service's life: the channel must not be collected while it listens. */
  readonly stopHearingOtherTabs: () => void;

  private leave(url: string): void {
    (this.env.replace ?? this.env.assign)(url);
  }

  /** Another tab signed out: a signed-in tab forgets its session too and shows the signed-out screen. */
  private signedOutElsewhere(): void {
    const status = this.deps.session.state.status;
    if (this.loggingOut || (status !== 'loaded' && status !== 'loading')) return;
    this.deps.http.onSessionLost(undefined);
    this.forgetSession();
    this.leave(SIGNED_OUT_PATH);
  }

  /** Everything this tab holds about the session: tokens, stored session, clients, contact, open modals. */
  private forgetSession(): void {
    this.deps.tokens.clear();
    sessionStorage.removeItem(AUTH_KEYS.staffToken);
    sessionStorage.removeItem(AUTH_KEYS.returnTo);
    this.deps.session.clear();
    this.deps.clients.clear();
    this.contact = null;
    this.deps.modals.closeAll();
  }

  /** The shell (or anything else) hears about every established session; returns the unsubscribe. */
  onSessionEstablished(listener: (info: SessionResponse) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the server where to sign in and goes there; r is kept for the way back. */
  async startSignIn(returnTo: string | null, lang: string = this.deps.i18n.language): Promise<void> {
    const safe = safeReturnPath(returnTo);
    if (safe) sessionStorage.setItem(AUTH_KEYS.returnTo, safe);
    else sessionStorage.removeItem(AUTH_KEYS.returnTo);
    const { location: target } = await this.api.startOidcLogin({
      type: PRODUCT,
      sp: PRODUCT,
      lang,
      redirectUri: `${location.origin}/auth`,
    });
    this.leave(target);
  }

  /** The provider's callback: a token signs in; MFA, a locked firm and other reasons go to their screens. */
  async completeAuthCode(params: { code: string; state: string; iss?: string | null }): Promise<AuthCodeResult> {
    const result = await this.api.authCodeSession(params);
    if (result.kind === 'token') {
      await this.jwtLogin(result.tokenValue);
      await this.land(this.takeReturnTo());
    } else if (result.kind === 'mfa-required') {
      this.env.navigate('/auth/mfa-required', { replace: true, state: { location: result.location } });
    } else if (result.kind === 'firm-locked') {
      this.env.navigate('/auth/firm-locked', { replace: true });
    } else {
      this.env.navigate('/auth/signin-error', { replace: true });
    }
    return result;
  }

  /** JWT login: creates the long token, then loads the session bindings. */
  async jwtLogin(jwt: string): Promise<SessionResponse> {
    const tokens = this.deps.tokens;
    tokens.authToken = jwt;
    try {
      tokens.longToken = (await this.api.createLongToken(jwt)).tokenValue;
    } catch (error) {
      tokens.clear();
      throw error;
    }
    return this.loadSession();
  }

  /**
   * UDS login with the stored long token. The session and the JWT need only that token, so both are asked at
   * once (one round trip on the first load, not two); the entry may have sent them already, before the
   * kernel existed (`requests`). The JWT is in place before the session counts as loaded, so nothing the
   * session starts goes without it. A failed JWT exchange signs out.
   */
  async udsLogin(requests: UdsRequests = this.api.startUds()): Promise<SessionResponse> {
    return this.loadSession(async () => {
      try {
        this.deps.tokens.authToken = (await requests.jwt).tokenValue;
      } catch (error) {
        this.deps.logger.warn('auth', 'UDS to JWT exchange failed; signing out', error);
        await this.logout();
        throw error;
      }
    }, requests.session);
  }

  /** Loading -> loaded (bindings stored, interceptors on) or failed (session and tokens cleared). */
  async loadSession(
    beforeLoaded: () => Promise<void> = async () => undefined,
    request: Promise<SessionResponse> = this.api.sessionBindings(),
  ): Promise<SessionResponse> {
    const session = this.deps.session;
    session.startLoading();
    let info: SessionResponse;
    try {
      info = await request;
    } catch (error) {
      session.failed();
      this.deps.tokens.clear();
      throw error;
    }
    await beforeLoaded();
    session.loaded(info);
    this.established(info);
    return info;
  }

  private established(info: SessionResponse): void {
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
    const companyId = info.bindings.ApplicationConfiguration.CompanyId;
    if (companyId !== null) rememberThemeFirm(companyId);
    setUserAuthenticationCookie(info.meta);
    this.deps.http.onSessionLost(() => void this.logout({ returnTo: currentPath() }));
    // No screen shows the contact: it is asked for once the first screen has painted, not beside its requests,
    // and only for the session still current then.
    const session = this.deps.session.state;
    const epoch = session.epoch;
    void this.deps.firstScreenShown().then(() => { if (session.epoch === epoch) void this.loadContact(info); });
    for (const listener of this.listeners) listener(info);
    window.dispatchEvent(new CustomEvent(AUTH_EVENTS.sessionEstablished, { detail: { sessionId: info.meta.SessionId } }));
  }

  /** The contact loads only when both CompanyId and ContactId exist (spec 000 §5); failures are logged. */
  private async loadContact(info: SessionResponse): Promise<void> {
    const { CompanyId, ContactId } = info.bindings.ApplicationConfiguration;
    this.contact = null;
    if (CompanyId === null || ContactId === null) return;
    try {
      this.contact = await this.api.contact(CompanyId, ContactId);
    } catch (error) {
      this.deps.logger.error('auth', 'Contact failed to load', error);
    }
  }

  private takeReturnTo(): string | null {
    const value = safeReturnPath(sessionStorage.getItem(AUTH_KEYS.returnTo));
    sessionStorage.removeItem(AUTH_KEYS.returnTo);
    return value;
  }

  /** Clients go to r or '/'; other accounts switch and go to the answered location (staff: /staff/ after 1 s). */
  async land(returnTo: string | null): Promise<void> {
    if (this.deps.permissions.isClient) {
      this.env.navigate(returnTo ?? '/', { replace: true });
      return;
    }
    let target: string | undefined;
    try {
      target = (await this.api.switchAccount()).location;
    } catch (error) {
      this.deps.logger.warn('auth', 'Switch account failed', error);
    }
    if (!target) this.env.navigate('/not-authorized/', { replace: true });
    else if (target === '/staff/') setTimeout(() => this.env.navigate('/staff/', { replace: true }), STAFF_REDIRECT_DELAY_MS);
    else this.env.navigate(target, { replace: true });
  }

  /** Staff: open the portal as a client contact; the staff token waits in sessionStorage until the preview ends. */
  async startPreview(prismGuid: string): Promise<void> {
    const tokens = this.deps.tokens;
    const answer = await this.api.startPreview(prismGuid);
    if (tokens.longToken) sessionStorage.setItem(AUTH_KEYS.staffToken, tokens.longToken);
    tokens.longToken = answer.tokenValue;
    this.env.assign(answer.location ?? '/');
  }

  /** Ends the preview session on the server and returns to the staff area with the staff token. */
  async endPreview(): Promise<void> {
    const tokens = this.deps.tokens;
    this.deps.http.onSessionLost(undefined);
    await this.deps.logger.flush();
    await this.api.deleteSession().catch((error: unknown) => this.deps.logger.warn('auth', 'Preview session not ended on the server', error));
    const staffToken = sessionStorage.getItem(AUTH_KEYS.staffToken);
    sessionStorage.removeItem(AUTH_KEYS.staffToken);
    sessionStorage.removeItem(STORAGE_KEYS.sessionInfo);
    tokens.longToken = staffToken;
    this.env.assign(staffToken ? '/staff/' : '/auth');
  }

  /**
   * Logout (spec 000 §4): clears the stored session, tokens and cookies, deletes the session on the server (a
   * warning if that fails), tells the mobile bridge, closes every modal, drops the interceptor, then leaves
   * through the identity provider (unless the platform flag disables the newer sign-in), the theme's logout
   * URL, or /auth with r.
   */
  async logout(options: { returnTo?: string | null } = {}): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    const http = this.deps.http;
    const tokens = this.deps.tokens;
    http.onSessionLost(undefined);
    // Queued log entries go while the session still authorises them.
    await this.deps.logger.flush();
    if (tokens.longToken) {
      // A refusal rejects (ky's HTTPError), as a failure to reach the server does.
      await this.api.deleteSession()
        .catch((error: unknown) => this.deps.logger.warn('auth', 'The session could not be deleted on the server', error));
    }
    const logoutUrl = this.deps.theme.state.theme?.logoutUrl || '';
    this.forgetSession();
    raiseNativeEvent(AUTH_EVENTS.mobileLogout);
    announceSignOut();
    const returnTo = safeReturnPath(options.returnTo ?? null);
    const keep = returnTo && !returnTo.startsWith('/auth') ? returnTo : null;
    // The identity provider's logout cannot carry r; /auth finds it here.
    if (keep) sessionStorage.setItem(AUTH_KEYS.returnTo, keep);
    // A lost session signs in again (r kept); a sign-out the user asked for ends on the signed-out screen.
    const internal = keep ? `/auth?${new URLSearchParams({ r: keep })}` : logoutUrl || SIGNED_OUT_PATH;
    try {
      if (localStorage.getItem(AUTH_KEYS.disableNewSignIn) !== 'true') {
        const { location: target } = await this.api.endIdpSession(`${location.origin}${keep ? '/auth' : SIGNED_OUT_PATH}`);
        this.leave(keep || !logoutUrl ? target : logoutUrl);
      } else {
        this.leave(internal);
      }
    } catch (error) {
      this.deps.logger.warn('auth', 'Identity provider logout unavailable; internal logout', error);
      this.leave(internal);
    } finally {
      this.loggingOut = false;
    }
  }
}

function currentPath(): string {
  return `${location.pathname}${location.search}`;
}
