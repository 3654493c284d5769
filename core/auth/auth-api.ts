import { HTTPError } from 'ky';
import { API, apiPath } from '@portico/contract/api-paths';
import type { Contact } from '@portico/contract/contacts';
import type {
  IdpLogoutResponse, LongTokenResponse, OidcLoginRequest, OidcLoginResponse, SignInTokenResponse, StaffContactsResponse,
  SwitchAccountResponse,
} from '@portico/contract/identity';
import type { SessionResponse, TokenResponse } from '@portico/contract/session';
import { isErrorBody } from '@portico/contract/errors';
import type { HttpClient } from '../http/http-client';

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
    return this.http.post<OidcLoginResponse>(API.oidcLogin, request);
  }

  /** Form-urlencoded header and no body; a refusal's reason decides the screen, no reason rethrows. */
  async authCodeSession(params: { code: string; state: string; iss?: string | null }): Promise<AuthCodeResult> {
    const query = new URLSearchParams({ code: params.code, state: params.state, ...(params.iss ? { iss: params.iss } : {}) });
    try {
      const body = await this.http.api
        .post(`${API.oidcAuthCodeSession.slice(1)}?${query}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        .json<SignInTokenResponse>();
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
    return this.http.post<LongTokenResponse>(API.longTokens, undefined, { headers: { Authorization: `Bearer ${jwt}` } });
  }

  udsToJwt(): Promise<SignInTokenResponse> {
    return this.http.post<SignInTokenResponse>(API.jwt);
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
    return this.http.get<SessionResponse>(API.session, { cache: 'no-store' });
  }

  deleteSession(): Promise<Response> {
    return this.http.delete(API.session);
  }

  switchAccount(): Promise<SwitchAccountResponse> {
    return this.http.post<SwitchAccountResponse>(API.switchAccount);
  }

  /** One-step sign-out at the identity provider; answers where to go next (returnTo, or the provider's end-session URL). */
  endIdpSession(returnTo: string): Promise<IdpLogoutResponse> {
    return this.http.post<IdpLogoutResponse>(API.oidcLogout, { returnTo });
  }

  contact(companyId: number, contactId: string): Promise<Contact> {
    return this.http.get<Contact>(apiPath('contact', { companyId, contactId }));
  }

  staffContacts(): Promise<StaffContactsResponse> {
    return this.http.get<StaffContactsResponse>(API.staffContacts);
  }

  startPreview(prismGuid: string): Promise<TokenResponse> {
    return this.http.post<TokenResponse>(API.emulations, { prismGuid });
  }
}
