import type { EndpointRoute } from './endpoint';
import type { ENDPOINTS } from './endpoints';
import { API } from './api-paths';

/**
 * Where each of core's operations is: its method and path, and whether it answers a file. endpoints.ts declares
 * each operation from its entry here (its schemas, access and description added), so the two never differ; this
 * module imports no schema, so core's services call their operations through it (`call(http, CORE_ROUTES.getSession)`)
 * without bringing TypeBox into the entry, and `call` types the request and the answer from the declaration.
 */
export const ROUTES = {
  getClients: { method: 'GET', path: API.clients },
  getFlags: { method: 'GET', path: API.flags },
  putFlag: { method: 'PUT', path: API.flag },
  deleteFlag: { method: 'DELETE', path: API.flag },
  getHealth: { method: 'GET', path: API.health },
  getReady: { method: 'GET', path: API.ready },
  getMetrics: { method: 'GET', path: API.metrics },
  getFailedJobs: { method: 'GET', path: API.failedJobs },
  retryJob: { method: 'POST', path: API.jobRetry },
  getApiKeys: { method: 'GET', path: API.apiKeys },
  postApiKeys: { method: 'POST', path: API.apiKeys },
  deleteApiKey: { method: 'DELETE', path: API.apiKey },
  getProfileMe: { method: 'GET', path: API.profileMe },
  putProfileMe: { method: 'PUT', path: API.profileMe },
  getAccounts: { method: 'GET', path: API.accounts },
  putUserLanguage: { method: 'PUT', path: API.userLanguage },
  getContact: { method: 'GET', path: API.contact },
  getSession: { method: 'GET', path: API.session },
  deleteSession: { method: 'DELETE', path: API.session },
  postEmulations: { method: 'POST', path: API.emulations },
  getTermsCheck: { method: 'GET', path: API.termsCheck },
  getTermsText: { method: 'GET', path: API.termsText },
  postTermsAccept: { method: 'POST', path: API.termsAccept },
  getHelpArticles: { method: 'GET', path: API.helpArticles },
  getTheme: { method: 'GET', path: API.theme },
  getThemeLogo: { method: 'GET', path: `${API.theme}/logo` },
  getTranslationBundle: { method: 'GET', path: API.translationBundle },
  postOidcLogin: { method: 'POST', path: API.oidcLogin },
  postOidcAuthCodeSession: { method: 'POST', path: API.oidcAuthCodeSession },
  postOidcLogout: { method: 'POST', path: API.oidcLogout },
  getOidcLogout: { method: 'GET', path: API.oidcLogout },
  postLongTokens: { method: 'POST', path: API.longTokens },
  postJwt: { method: 'POST', path: API.jwt },
  postSwitchAccount: { method: 'POST', path: API.switchAccount },
  getStaffContacts: { method: 'GET', path: API.staffContacts },
} as const;

type Declared = typeof ENDPOINTS;

/** Operations whose success answers a file's bytes (routes.test.ts checks them against the declarations). */
const FILE_ANSWERS: ReadonlySet<string> = new Set(['getMetrics', 'getThemeLogo']);

/** The routes, each typed by its declaration. */
export const CORE_ROUTES = Object.fromEntries(
  Object.entries(ROUTES).map(([id, route]) => [id, FILE_ANSWERS.has(id) ? { ...route, file: true } : route]),
) as { readonly [K in keyof typeof ROUTES]: EndpointRoute<Declared[K]> };
