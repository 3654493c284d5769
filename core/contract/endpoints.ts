import type { TSchema } from '@sinclair/typebox';
import { API } from './api-paths';
import { ClientListResponse } from './clients';
import { NoContent } from './common';
import { Contact } from './contacts';
import { FlagsResponse } from './flags';
import { HealthResponse } from './health';
import { HelpArticlesResponse } from './help';
import { FailedJobsResponse, JobRetried } from './jobs';
import {
  IdpLogoutResponse, LongTokenResponse, OidcLoginResponse, SignInTokenResponse, StaffContactsResponse, SwitchAccountResponse,
} from './identity';
import { AccountsResponse, Profile, SetLanguageResponse } from './profile';
import { SessionResponse, TokenResponse } from './session';
import { ExistsResponse } from './storage';
import { TermsCheckResponse, TermsTextResponse } from './terms';
import { Theme } from './theme';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A body that is not JSON: a file's bytes, or an HTML page. */
export type OpaqueBody = 'binary' | 'html';

/**
 * One operation of the API: its method, its path template (from api-paths.ts or a feature's contract) and
 * the schema of each answer by status. Failures (4xx, 5xx) answer ErrorBody unless the endpoint names
 * another schema for that status. Schemas live in the contract modules; this table only pairs them with
 * paths, once, for whoever needs the pairing without a server (the test kernel's fake API).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  responses: Record<number, TSchema | OpaqueBody>;
}

export const endpoint = (method: HttpMethod, path: string, responses: Endpoint['responses']): Endpoint => ({ method, path, responses });

/** Core's endpoints (a feature lists its own next to its contract: plugins/<ns>/<name>/endpoints.ts). */
export const ENDPOINTS: Endpoint[] = [
  endpoint('GET', API.health, { 200: HealthResponse }),

  endpoint('GET', API.session, { 200: SessionResponse }),
  endpoint('DELETE', API.session, { 204: NoContent }),
  endpoint('POST', API.emulations, { 201: TokenResponse }),
  endpoint('POST', API.oidcLogin, { 200: OidcLoginResponse }),
  endpoint('POST', API.oidcAuthCodeSession, { 200: SignInTokenResponse }),
  endpoint('GET', API.oidcLogout, { 200: IdpLogoutResponse }),
  endpoint('POST', API.oidcLogout, { 200: IdpLogoutResponse }),
  endpoint('POST', API.longTokens, { 201: LongTokenResponse }),
  endpoint('POST', API.jwt, { 200: SignInTokenResponse }),
  endpoint('POST', API.switchAccount, { 200: SwitchAccountResponse }),
  endpoint('GET', API.staffContacts, { 200: StaffContactsResponse }),

  endpoint('GET', API.clients, { 200: ClientListResponse }),
  endpoint('GET', API.contact, { 200: Contact }),
  endpoint('GET', API.profileMe, { 200: Profile }),
  endpoint('PUT', API.profileMe, { 200: Profile }),
  endpoint('GET', API.accounts, { 200: AccountsResponse }),
  endpoint('PUT', API.userLanguage, { 200: SetLanguageResponse }),
  endpoint('GET', API.theme, { 200: Theme }),
  endpoint('GET', `${API.theme}/logo`, { 200: 'binary' }),
  endpoint('GET', API.flags, { 200: FlagsResponse }),
  endpoint('GET', API.failedJobs, { 200: FailedJobsResponse }),
  endpoint('POST', API.jobRetry, { 202: JobRetried }),

  endpoint('GET', API.termsCheck, { 200: TermsCheckResponse }),
  endpoint('GET', API.termsText, { 200: TermsTextResponse }),
  endpoint('POST', API.termsAccept, { 200: TermsCheckResponse }),
  endpoint('GET', API.helpArticles, { 200: HelpArticlesResponse }),

  endpoint('GET', API.storageDocument, { 200: 'binary' }),
  endpoint('GET', API.storageExists, { 200: ExistsResponse }),
  endpoint('GET', API.sharePage, { 200: 'html' }),
  endpoint('GET', API.shareDocument, { 200: 'binary' }),
];

