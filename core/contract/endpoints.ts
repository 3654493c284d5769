import { Type } from '@sinclair/typebox';
import { defineEndpoints } from './endpoint';
import { ApiKeyParams, ApiKeysResponse, CreateApiKeyRequest, CreatedApiKey } from './api-keys';
import { ClientListQuery, ClientListResponse } from './clients';
import { ErrorBodySchema, NoContent } from './common';
import { Contact, ContactParams } from './contacts';
import { FlagParams, FlagsResponse, SetFlagRequest } from './flags';
import { HealthResponse, ReadyResponse } from './health';
import { HelpArticlesQuery, HelpArticlesResponse } from './help';
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
import { ROUTES } from './routes';
import { Theme, ThemeParams } from './theme';
import { BundleQuery } from './translations';

/**
 * Core's operations (core/contract/endpoint.ts); a feature declares its own in its contract.ts. Each one's method and
 * path are its entry in routes.ts, which core's services call by (they load before the first render, without TypeBox).
 */
export const ENDPOINTS = defineEndpoints({
  getClients: {
    ...ROUTES.getClients, access: 'session', tags: ['clients'],
    summary: 'Clients the user may access, paged, searchable by name or nickname',
    query: ClientListQuery, responses: { 200: ClientListResponse },
  },
  getFlags: {
    ...ROUTES.getFlags, access: 'session', tags: ['flags'],
    summary: "Feature flags with the flags that lock them, as the caller's firm set them",
    description: "Each flag's value is the firm's choice where its administrators made one, else the variant's (registry.json), "
      + 'else the portal\'s default. The portal reads them at sign-in; a flag counts as on only while every flag locking it is on.',
    responses: { 200: FlagsResponse },
  },
  putFlag: {
    ...ROUTES.putFlag, access: 'firm-admin', tags: ['flags'],
    summary: "Administrators: set a flag for the firm's portal (its clients and staff read it at their next sign-in)",
    params: FlagParams, body: SetFlagRequest, responses: { 200: FlagsResponse }, errors: ['FLAG_NOT_FOUND'],
  },
  deleteFlag: {
    ...ROUTES.deleteFlag, access: 'firm-admin', tags: ['flags'],
    summary: "Administrators: give a flag back its default (the firm's choice forgotten)",
    params: FlagParams, responses: { 200: FlagsResponse }, errors: ['FLAG_NOT_FOUND'],
  },
  getHealth: {
    ...ROUTES.getHealth, access: 'public', tags: ['platform'],
    summary: 'Liveness and database reachability',
    responses: { 200: HealthResponse },
  },
  getReady: {
    ...ROUTES.getReady, access: 'public', tags: ['platform'],
    summary: 'Readiness: the database, the file storage and the job queue answer (503 names what does not)',
    responses: { 200: ReadyResponse, 503: ReadyResponse },
  },
  getMetrics: {
    ...ROUTES.getMetrics, access: 'public', tags: ['platform'],
    summary: 'Prometheus metrics, for a scraper sending Authorization: Bearer PORTICO_METRICS_TOKEN (404 while none is set)',
    // Outside /api: its refusals are named here (the description adds them to /api operations by itself).
    responses: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: Type.String() } } }, '4xx': ErrorBodySchema },
    errors: ['TOKEN_INVALID', 'NOT_FOUND'],
  },
  getFailedJobs: {
    ...ROUTES.getFailedJobs, access: 'staff', tags: ['jobs'],
    summary: 'Jobs that failed after their last retry, newest first (staff with Platform.Administration)',
    description: 'Each failed job with its kind, the attempts made, the last error and when it failed. Listed until retried.',
    responses: { 200: FailedJobsResponse }, errors: ['ADMIN_ONLY'],
  },
  retryJob: {
    ...ROUTES.retryJob, access: 'staff', tags: ['jobs'],
    summary: 'Queues a failed job again with fresh retries (staff with Platform.Administration; audited)',
    params: JobParams, responses: { 202: JobRetried }, errors: ['ADMIN_ONLY', 'JOB_NOT_FOUND'],
  },
  getApiKeys: {
    ...ROUTES.getApiKeys, access: 'firm-admin', tags: ['api-keys'],
    summary: "The firm's API keys, revoked ones included, newest first (administrators)",
    responses: { 200: ApiKeysResponse },
  },
  postApiKeys: {
    ...ROUTES.postApiKeys, access: 'firm-admin', tags: ['api-keys'],
    summary: 'Makes an API key with the scopes given; the answer holds its secret, this once (administrators; audited)',
    description: "A firm's own system sends the secret in the X-Api-Key header to the operations that name one of the key's scopes. "
      + 'The server keeps only a hash of it.',
    body: CreateApiKeyRequest, responses: { 201: CreatedApiKey }, errors: ['API_KEY_LIMIT'],
  },
  deleteApiKey: {
    ...ROUTES.deleteApiKey, access: 'firm-admin', tags: ['api-keys'],
    summary: 'Revokes an API key: every call with it is refused from now on (administrators; audited)',
    params: ApiKeyParams, responses: { 204: NoContent }, errors: ['API_KEY_NOT_FOUND'],
  },
  getProfileMe: {
    ...ROUTES.getProfileMe, access: 'session', tags: ['profile'],
    summary: 'Profile of the current (or previewed) user',
    responses: { 200: Profile },
  },
  putProfileMe: {
    ...ROUTES.putProfileMe, access: 'session', tags: ['profile'],
    summary: 'Save the profile names',
    body: SaveProfileRequest, responses: { 200: Profile },
  },
  getAccounts: {
    ...ROUTES.getAccounts, access: 'session', tags: ['profile'],
    summary: 'Accounts (firm memberships) of the user',
    query: AccountsQuery, responses: { 200: AccountsResponse },
  },
  putUserLanguage: {
    ...ROUTES.putUserLanguage, access: 'session', tags: ['profile'],
    summary: 'Save the user language (one of the supported languages)',
    params: LanguageParams, body: SetLanguageRequest, responses: { 200: SetLanguageResponse },
  },
  getContact: {
    ...ROUTES.getContact, access: 'session', tags: ['profile'],
    summary: 'A contact of the company; users see their own contact',
    params: ContactParams, responses: { 200: Contact },
  },
  getSession: {
    ...ROUTES.getSession, access: 'session', tags: ['session'],
    summary: 'Session meta and bindings (spec 000 §3)',
    responses: { 200: SessionResponse },
  },
  deleteSession: {
    ...ROUTES.deleteSession, access: 'session', tags: ['session'],
    summary: 'Log out: the session is revoked and its tokens stop working',
    responses: { 204: NoContent },
  },
  postEmulations: {
    ...ROUTES.postEmulations, access: 'staff', tags: ['session'],
    summary: 'Staff: open a read-only preview ("view as") of a client user of the same firm',
    body: StartEmulationRequest, responses: { 201: TokenResponse },
  },
  getTermsCheck: {
    ...ROUTES.getTermsCheck, access: 'session', tags: ['terms'],
    summary: 'Whether the user must sign the current terms',
    responses: { 200: TermsCheckResponse },
  },
  getTermsText: {
    ...ROUTES.getTermsText, access: 'session', tags: ['terms'],
    summary: 'Text of the current terms',
    query: TermsTextQuery, responses: { 200: TermsTextResponse },
  },
  postTermsAccept: {
    ...ROUTES.postTermsAccept, access: 'session', tags: ['terms'],
    summary: 'Accept the current terms',
    body: AcceptTermsRequest, responses: { 200: TermsCheckResponse },
  },
  getHelpArticles: {
    ...ROUTES.getHelpArticles, access: 'session', tags: ['help'],
    summary: "Help topics for the given screens and locale, from the firm's configuration or the shipped set",
    query: HelpArticlesQuery, responses: { 200: HelpArticlesResponse },
  },
  getTheme: {
    ...ROUTES.getTheme, access: 'public', tags: ['theme'],
    summary: 'Theme of a company (firm), defaults filled in',
    params: ThemeParams, responses: { 200: Theme },
  },
  getThemeLogo: {
    ...ROUTES.getThemeLogo, access: 'public', tags: ['theme'],
    summary: 'Logo of a company as SVG',
    params: ThemeParams, responses: { 200: { description: 'The logo', content: { 'image/svg+xml': { schema: Type.String() } } } },
  },
  getTranslationBundle: {
    ...ROUTES.getTranslationBundle, access: 'public', tags: ['translations'],
    summary: "Several namespaces' translation files in one answer",
    query: BundleQuery, responses: {
      200: { description: 'Namespace -> its texts', content: { 'application/json': { schema: Type.Record(Type.String(), Type.Unknown()) } } },
      304: { description: 'Unchanged since the ETag sent (If-None-Match)', content: { 'application/json': { schema: Type.Null() } } },
      },
  },
  postOidcLogin: {
    ...ROUTES.postOidcLogin, access: 'public', tags: ['sign-in'],
    summary: 'Start an OpenID Connect sign-in (PKCE, state, nonce); the browser goes to the answered location',
    body: OidcLoginRequest, responses: { 200: OidcLoginResponse },
  },
  postOidcAuthCodeSession: {
    ...ROUTES.postOidcAuthCodeSession, access: 'public', tags: ['sign-in'],
    summary: "Finish the sign-in with the provider's code and state; answers a sign-in JWT or errors[].reason "
      + '(MFA_AUTHENTICATION_REQUIRED with Location, FIRM_LOCKED_OUT, USER_NOT_FOUND, SIGN_IN_STATE_INVALID, SIGN_IN_CODE_INVALID). '
      + 'A code used a second time is refused (SIGN_IN_CODE_INVALID) and the session its first use opened is revoked.',
    query: AuthCodeSessionQuery, responses: { 200: SignInTokenResponse },
  },
  postOidcLogout: {
    ...ROUTES.postOidcLogout, access: 'public', tags: ['sign-in'],
    summary: "One-step sign-out at the identity provider: the embedded provider's session ends here and the answer is "
      + "returnTo; an external provider's end-session URL is answered, with the sign-in's ID token as id_token_hint "
      + '(kept server-side, used once) so the provider ends its session without a confirmation page, and returns to returnTo',
    body: IdpLogoutQuery, responses: { 200: IdpLogoutResponse },
  },
  getOidcLogout: {
    ...ROUTES.getOidcLogout, access: 'public', tags: ['sign-in'],
    summary: "The identity provider's end-session URL, returning to /auth or a regional logout path of this portal",
    query: IdpLogoutQuery, responses: { 200: IdpLogoutResponse },
  },
  postLongTokens: {
    ...ROUTES.postLongTokens, access: 'public', tags: ['sign-in'],
    summary: 'Exchange a sign-in JWT ("Authorization: Bearer <jwt>", single use) for a session long token; a JWT handed '
      + "over from a session (POST /jwt) opens a session of that session's family: same absolute expiry, revoked with it",
    responses: { 201: LongTokenResponse },
  },
  postJwt: {
    ...ROUTES.postJwt, access: 'session', tags: ['sign-in'],
    summary: 'UDS to JWT: a short-lived sign-in JWT for the current session (hand-over to the mobile app); the long '
      + 'token it becomes belongs to this session\'s family (never outlives its sign-in, revoked with it)',
    responses: { 200: SignInTokenResponse },
  },
  postSwitchAccount: {
    ...ROUTES.postSwitchAccount, access: 'session', tags: ['sign-in'],
    summary: 'Non-client accounts after sign-in: where they continue (staff: /staff/); no location means no access',
    responses: { 200: SwitchAccountResponse },
  },
  getStaffContacts: {
    ...ROUTES.getStaffContacts, access: 'staff', tags: ['staff'], apiKeyScope: 'contacts',
    summary: "Staff: the firm's client users a preview can be opened for (or a firm's system, with a 'contacts' API key)",
    responses: { 200: StaffContactsResponse },
  },
});

