import { Type } from '@sinclair/typebox';
import { defineEndpoints } from './endpoint';
import { API } from './api-paths';
import { ClientListQuery, ClientListResponse } from './clients';
import { ErrorBodySchema, NoContent } from './common';
import { Contact, ContactParams } from './contacts';
import { FlagsResponse } from './flags';
import { HealthResponse, ReadyResponse } from './health';
import { FailedJobsResponse, JobParams, JobRetried } from './jobs';
import {
  AuthCodeSessionQuery, IdpLogoutQuery, IdpLogoutResponse, LongTokenResponse, OidcLoginRequest, OidcLoginResponse,
  SignInTokenResponse, StaffContactsResponse, SwitchAccountResponse,
} from './identity';
import {
  AccountsQuery, AccountsResponse, LanguageParams, Profile, SaveProfileRequest, SetLanguageRequest,
  SetLanguageResponse,
} from './profile';
import { SessionResponse, StartEmulationRequest, TokenResponse } from './session';
import { AcceptTermsRequest, TermsCheckResponse, TermsTextQuery, TermsTextResponse } from './terms';
import { Theme, ThemeParams } from './theme';
import { BundleQuery } from './translations';

/** Core's operations (core/contract/endpoint.ts); a feature declares its own in its contract.ts. */
export const ENDPOINTS = defineEndpoints({
  getClients: {
    method: 'GET', path: API.clients, access: 'session', tags: ['clients'],
    summary: 'Clients the user may access, paged, searchable by name or nickname',
    query: ClientListQuery, responses: { 200: ClientListResponse },
  },
  getFlags: {
    method: 'GET', path: API.flags, access: 'session', tags: ['flags'],
    summary: 'Feature flags with the flags that lock them',
    responses: { 200: FlagsResponse },
  },
  getHealth: {
    method: 'GET', path: API.health, access: 'public', tags: ['platform'],
    summary: 'Liveness and database reachability',
    responses: { 200: HealthResponse },
  },
  getReady: {
    method: 'GET', path: API.ready, access: 'public', tags: ['platform'],
    summary: 'Readiness: the database, the file storage and the job queue answer (503 names what does not)',
    responses: { 200: ReadyResponse, 503: ReadyResponse },
  },
  getMetrics: {
    method: 'GET', path: API.metrics, access: 'public', tags: ['platform'],
    summary: 'Prometheus metrics, for a scraper sending Authorization: Bearer PORTICO_METRICS_TOKEN (404 while none is set)',
    // Outside /api: its refusals are named here (the description adds them to /api operations by itself).
    responses: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: Type.String() } } }, '4xx': ErrorBodySchema },
    errors: ['TOKEN_INVALID', 'NOT_FOUND'],
  },
  getFailedJobs: {
    method: 'GET', path: API.failedJobs, access: 'staff', tags: ['jobs'],
    summary: 'Jobs that failed after their last retry, newest first (staff with Platform.Administration)',
    description: 'Each failed job with its kind, the attempts made, the last error and when it failed. Listed until retried.',
    responses: { 200: FailedJobsResponse }, errors: ['ADMIN_ONLY'],
  },
  retryJob: {
    method: 'POST', path: API.jobRetry, access: 'staff', tags: ['jobs'],
    summary: 'Queues a failed job again with fresh retries (staff with Platform.Administration; audited)',
    params: JobParams, responses: { 202: JobRetried }, errors: ['ADMIN_ONLY', 'JOB_NOT_FOUND'],
  },
  getProfileMe: {
    method: 'GET', path: API.profileMe, access: 'session', tags: ['profile'],
    summary: 'Profile of the current (or previewed) user',
    responses: { 200: Profile },
  },
  putProfileMe: {
    method: 'PUT', path: API.profileMe, access: 'session', tags: ['profile'],
    summary: 'Save the profile names',
    body: SaveProfileRequest, responses: { 200: Profile },
  },
  getAccounts: {
    method: 'GET', path: API.accounts, access: 'session', tags: ['profile'],
    summary: 'Accounts (firm memberships) of the user',
    query: AccountsQuery, responses: { 200: AccountsResponse },
  },
  putUserLanguage: {
    method: 'PUT', path: API.userLanguage, access: 'session', tags: ['profile'],
    summary: 'Save the user language (one of the supported languages)',
    params: LanguageParams, body: SetLanguageRequest, responses: { 200: SetLanguageResponse },
  },
  getContact: {
    method: 'GET', path: API.contact, access: 'session', tags: ['profile'],
    summary: 'A contact of the company; users see their own contact',
    params: ContactParams, responses: { 200: Contact },
  },
  getSession: {
    method: 'GET', path: API.session, access: 'session', tags: ['session'],
    summary: 'Session meta and bindings (spec 000 §3)',
    responses: { 200: SessionResponse },
  },
  deleteSession: {
    method: 'DELETE', path: API.session, access: 'session', tags: ['session'],
    summary: 'Log out: the session is revoked and its tokens stop working',
    responses: { 204: NoContent },
  },
  postEmulations: {
    method: 'POST', path: API.emulations, access: 'staff', tags: ['session'],
    summary: 'Staff: open a read-only preview ("view as") of a client user of the same firm',
    body: StartEmulationRequest, responses: { 201: TokenResponse },
  },
  getTermsCheck: {
    method: 'GET', path: API.termsCheck, access: 'session', tags: ['terms'],
    summary: 'Whether the user must sign the current terms',
    responses: { 200: TermsCheckResponse },
  },
  getTermsText: {
    method: 'GET', path: API.termsText, access: 'session', tags: ['terms'],
    summary: 'Text of the current terms',
    query: TermsTextQuery, responses: { 200: TermsTextResponse },
  },
  postTermsAccept: {
    method: 'POST', path: API.termsAccept, access: 'session', tags: ['terms'],
    summary: 'Accept the current terms',
    body: AcceptTermsRequest, responses: { 200: TermsCheckResponse },
  },
  getTheme: {
    method: 'GET', path: API.theme, access: 'public', tags: ['theme'],
    summary: 'Theme of a company (firm), defaults filled in',
    params: ThemeParams, responses: { 200: Theme },
  },
  getThemeLogo: {
    method: 'GET', path: `${API.theme}/logo`, access: 'public', tags: ['theme'],
    summary: 'Logo of a company as SVG',
    params: ThemeParams, responses: { 200: { description: 'The logo', content: { 'image/svg+xml': { schema: Type.String() } } } },
  },
  getTranslationBundle: {
    method: 'GET', path: API.translationBundle, access: 'public', tags: ['translations'],
    summary: "Several namespaces' translation files in one answer",
    query: BundleQuery, responses: {
      200: { description: 'Namespace -> its texts', content: { 'application/json': { schema: Type.Record(Type.String(), Type.Unknown()) } } },
      304: { description: 'Unchanged since the ETag sent (If-None-Match)', content: { 'application/json': { schema: Type.Null() } } },
      },
  },
  postOidcLogin: {
    method: 'POST', path: API.oidcLogin, access: 'public', tags: ['sign-in'],
    summary: 'Start an OpenID Connect sign-in (PKCE, state, nonce); the browser goes to the answered location',
    body: OidcLoginRequest, responses: { 200: OidcLoginResponse },
  },
  postOidcAuthCodeSession: {
    method: 'POST', path: API.oidcAuthCodeSession, access: 'public', tags: ['sign-in'],
    summary: "Finish the sign-in with the provider's code and state; answers a sign-in JWT or errors[].reason "
      + '(MFA_AUTHENTICATION_REQUIRED with Location, FIRM_LOCKED_OUT, USER_NOT_FOUND, SIGN_IN_STATE_INVALID, SIGN_IN_CODE_INVALID). '
      + 'A code used a second time is refused (SIGN_IN_CODE_INVALID) and the session its first use opened is revoked.',
    query: AuthCodeSessionQuery, responses: { 200: SignInTokenResponse },
  },
  postOidcLogout: {
    method: 'POST', path: API.oidcLogout, access: 'public', tags: ['sign-in'],
    summary: "One-step sign-out at the identity provider: the embedded provider's session ends here and the answer is "
      + "returnTo; an external provider's end-session URL is answered, with the sign-in's ID token as id_token_hint "
      + '(kept server-side, used once) so the provider ends its session without a confirmation page, and returns to returnTo',
    body: IdpLogoutQuery, responses: { 200: IdpLogoutResponse },
  },
  getOidcLogout: {
    method: 'GET', path: API.oidcLogout, access: 'public', tags: ['sign-in'],
    summary: "The identity provider's end-session URL, returning to /auth or a regional logout path of this portal",
    query: IdpLogoutQuery, responses: { 200: IdpLogoutResponse },
  },
  postLongTokens: {
    method: 'POST', path: API.longTokens, access: 'public', tags: ['sign-in'],
    summary: 'Exchange a sign-in JWT ("Authorization: Bearer <jwt>", single use) for a session long token; a JWT handed '
      + "over from a session (POST /jwt) opens a session of that session's family: same absolute expiry, revoked with it",
    responses: { 201: LongTokenResponse },
  },
  postJwt: {
    method: 'POST', path: API.jwt, access: 'session', tags: ['sign-in'],
    summary: 'UDS to JWT: a short-lived sign-in JWT for the current session (hand-over to the mobile app); the long '
      + 'token it becomes belongs to this session\'s family (never outlives its sign-in, revoked with it)',
    responses: { 200: SignInTokenResponse },
  },
  postSwitchAccount: {
    method: 'POST', path: API.switchAccount, access: 'session', tags: ['sign-in'],
    summary: 'Non-client accounts after sign-in: where they continue (staff: /staff/); no location means no access',
    responses: { 200: SwitchAccountResponse },
  },
  getStaffContacts: {
    method: 'GET', path: API.staffContacts, access: 'staff', tags: ['staff'],
    summary: "Staff: the firm's client users a preview can be opened for",
    responses: { 200: StaffContactsResponse },
  },
});

