import { HTTPError } from 'ky';
import type { Contact } from '@portico/contract/contacts';
import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import type {
  IdpLogoutResponse, LongTokenResponse, OidcLoginRequest, OidcLoginResponse, SignInTokenResponse, StaffContactsResponse,
  SwitchAccountResponse,
} from '@portico/contract/identity';
import type { SessionResponse, TokenResponse } from '@portico/contract/session';
import { isErrorBody } from '@portico/contract/errors';
import { call } from '../http/call';
import type { HttpClient } from '../http/http-client';

/** Thrown by the contact getter when the session names no company or no contact (spec 000 §5). */
export class MissingContactIdError extends Error {
  constructor(readonly companyId: number | null, readonly contactId: string | null) {
    super(`A contact needs both CompanyId and ContactId (CompanyId ${companyId ?? 'missing'}, ContactId ${contactId || 'missing'})`);
    this.name = 'MissingContactIdError';
  }
}

/** The outcome of the provider's callback (spec 000 §4 "Auth code login"). */
export type AuthCodeResult =
  | { kind: 'token'; tokenValue: string }
  | { kind: 'mfa-required'; location: string | null }
  | { kind: 'firm-locked' }
  | { kind: 'failed'; reason: string };

/** The session bindings and the JWT of a UDS (stored long token) login, in flight. */
export interface UdsRequests {
  session: Promise<SessionResponse>;
  jwt: Promise<SignInTokenResponse>;
}

/** The sign-in calls of spec 000 §7, typed by the contract. */
export class AuthApi {
  constructor(private readonly http: HttpClient) {}

  startOidcLogin(request: OidcLoginRequest): Promise<OidcLoginResponse> {
    return call(this.http, ROUTES.postOidcLogin, { body: request });
  }

  /** Form-urlencoded header and no body; a refusal's reason decides the screen, no reason rethrows. */
  async authCodeSession(params: { code: string; state: string; iss?: string | null }): Promise<AuthCodeResult> {
    const query = { code: params.code, state: params.state, ...(params.iss ? { iss: params.iss } : {}) };
    try {
      const body = await call(this.http, ROUTES.postOidcAuthCodeSession, { query }, { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      return { kind: 'token', tokenValue: body.tokenValue };
    } catch (error) {
      if (!(error instanceof HTTPError)) throw error;
      const body: unknown = await error.response.clone().json().catch(() => undefined);
      const reason = isErrorBody(body) ? body.errors?.[0]?.reason : undefined;
      if (!reason) throw error;
      if (reason === 'MFA_AUTHENTICATION_REQUIRED') return { kind: 'mfa-required', location: error.response.headers.get('location') };
      if (reason === 'FIRM_LOCKED_OUT') return { kind: 'firm-locked' };
      return { kind: 'failed', reason };
    }
  }

  /** JWT login: the sign-in JWT becomes the session's long token. */
  createLongToken(jwt: string): Promise<LongTokenResponse> {
    return call(this.http, ROUTES.postLongTokens, {}, { headers: { Authorization: `Bearer ${jwt}` } });
  }

  udsToJwt(): Promise<SignInTokenResponse> {
    return call(this.http, ROUTES.postJwt);
  }

  /**
   * UDS login's two requests, sent together: each needs only the stored long token. Their failures are
   * answered by whoever awaits them (AuthService.udsLogin), never reported as unhandled meanwhile.
   */
  startUds(): UdsRequests {
    const requests = { session: this.sessionBindings(), jwt: this.udsToJwt() };
    requests.session.catch(() => undefined);
    requests.jwt.catch(() => undefined);
    return requests;
  }

  /** Session meta and bindings, always fresh from the server. */
  sessionBindings(): Promise<SessionResponse> {
    return call(this.http, ROUTES.getSession, {}, { cache: 'no-store' });
  }

  deleteSession(): Promise<null> {
    return call(this.http, ROUTES.deleteSession);
  }

  switchAccount(): Promise<SwitchAccountResponse> {
    return call(this.http, ROUTES.postSwitchAccount);
  }

  /** One-step sign-out at the identity provider; answers where to go next (returnTo, or the provider's end-session URL). */
  endIdpSession(returnTo: string): Promise<IdpLogoutResponse> {
    return call(this.http, ROUTES.postOidcLogout, { body: { returnTo } });
  }

  /** A contact is the company's and the contact id's (spec 000 §5): asking without either is a programming error. */
  contact(companyId: number | null, contactId: string | null): Promise<Contact> {
    if (companyId === null || !contactId) throw new MissingContactIdError(companyId, contactId);
    return call(this.http, ROUTES.getContact, { params: { companyId, contactId } });
  }

  staffContacts(): Promise<StaffContactsResponse> {
    return call(this.http, ROUTES.getStaffContacts);
  }

  startPreview(prismGuid: string): Promise<TokenResponse> {
    return call(this.http, ROUTES.postEmulations, { body: { prismGuid } });
  }
}
