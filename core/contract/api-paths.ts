/**
 * Paths of the Portico API, shared by the server routes and the browser client.
 * Templates use Fastify's ":param" syntax; the builder functions fill them for the browser.
 * Plain TypeScript (no schema library) so the browser bundle may import it at runtime.
 */
const enc = encodeURIComponent;

export const AUTH_SCHEME = 'UDSLongToken';
export const STORAGE_TOKEN_PARAM = 'token';
/** The cookie naming the firm whose theme the browser last applied (spec 000): the server preloads its logo. */
export const THEME_COOKIE = 'bmTheme';
/** Set at sign-in, cleared at sign-out (spec 000): the server preloads the signed-in screens for its browser. */
export const USER_AUTHENTICATION_COOKIE = 'UserAuthentication';

export const API = {
  health: '/api/health',
  /** Whether this instance can serve: its database and file storage answer (a load balancer's check). */
  ready: '/api/ready',
  /** Prometheus metrics, for a scraper holding PORTICO_METRICS_TOKEN. */
  metrics: '/metrics',
  docs: '/api/docs',
  openApi: '/api/docs/openapi.json',

  session: '/api/security/v1/session',
  emulations: '/api/security/v1/emulations',
  oidcLogin: '/api/security/v1/oidc/login',
  oidcAuthCodeSession: '/api/security/v1/oidc/auth-code/session',
  oidcLogout: '/api/security/v1/oidc/logout',
  longTokens: '/api/security/v1/long-tokens',
  jwt: '/api/security/v1/jwt',
  switchAccount: '/api/security/v1/switch-account',
  staffContacts: '/api/staff/v1/contacts',

  clients: '/api/clients/v1/clients',
  contact: '/api/contacts/v1/companies/:companyId/contacts/:contactId',
  profileMe: '/api/profile/v1/users/me',
  accounts: '/api/profile/v1/accounts',
  userLanguage: '/api/profile/v1/users/:prismGuid/language',
  theme: '/api/theme/v1/companies/:companyId',
  translationBundle: '/api/translations/v1/bundle',
  flags: '/api/flags/v1/flags',
  flag: '/api/flags/v1/flags/:flagId',
  failedJobs: '/api/admin/v1/jobs/failed',
  jobRetry: '/api/admin/v1/jobs/:jobId/retry',
  apiKeys: '/api/firm/v1/api-keys',
  apiKey: '/api/firm/v1/api-keys/:keyId',

  termsCheck: '/api/terms/v1/check',
  termsText: '/api/terms/v1/text',
  termsAccept: '/api/terms/v1/accept',
  helpArticles: '/api/help/v1/articles',
  /** Front-end log batches (spec 001 §3): the logger and the report-issue dialog post here. */
  log: '/api/logging/v1/log',

  containers: '/api/documents/v1/clients/:clientId/containers',
  roots: '/api/documents/v1/clients/:clientId/roots',
  container: '/api/documents/v1/clients/:clientId/containers/:containerId',
  descendants: '/api/documents/v1/clients/:clientId/containers/:containerId/descendants',
  containerDocuments: '/api/documents/v1/clients/:clientId/containers/:containerId/documents',
  documents: '/api/documents/v1/clients/:clientId/documents',
  downloadUrl: '/api/documents/v1/clients/:clientId/documents/:documentId/download-url',
  clientContactFolder: '/api/documents/v1/clients/:clientId/client-contact-folder',
  uploadConstraints: '/api/documents/v1/clients/:clientId/upload-constraints',
  uploads: '/api/documents/v1/clients/:clientId/uploads',
  trash: '/api/documents/v1/clients/:clientId/trash',
  trashRestore: '/api/documents/v1/clients/:clientId/trash/restore',
  documentVersions: '/api/documents/v1/clients/:clientId/documents/:documentId/versions',
  documentVersionDownloadUrl: '/api/documents/v1/clients/:clientId/documents/:documentId/versions/:versionId/download-url',
  send: '/api/documents/v1/clients/:clientId/send',
  folders: '/api/documents/v1/clients/:clientId/folders',
  folder: '/api/documents/v1/clients/:clientId/folders/:containerId',
  documentMetadata: '/api/documents/v1/clients/:clientId/documents/:documentId/metadata',
  documentMetadataItem: '/api/documents/v1/clients/:clientId/documents/:documentId/metadata/:key',
  metadataFilter: '/api/documents/v1/clients/:clientId/metadata/filter',
  documentSearch: '/api/documents/v1/clients/:clientId/search',
  readMarks: '/api/documents/v1/clients/:clientId/read-marks',
  documentReadMark: '/api/documents/v1/clients/:clientId/documents/:documentId/read-mark',
  uploadNotification: '/api/documents/v1/clients/:clientId/notifications/uploads',

  storageDocument: '/api/storage/v1/documents/:id/documents',
  storageDocumentVersion: '/api/storage/v1/documents/:id/versions/:versionId',
  storageExists: '/api/storage/v1/containers/:id/documents/exists',
  /** The portal's upload into a folder: the container's storage URL (spec 000 §7), the client named in the query. */
  storageUploads: '/api/storage/v1/containers/:id/documents',

  sharePage: '/share/:token',
  shareDocument: '/share/:token/documents/:documentId',
} as const;

/** Regional logout return paths of spec 000 §2; each answers like /auth/logout. */
export const REGIONAL_LOGOUT_PATHS = [
  '/clientcenter/en/us/auth/logout',
  '/clientcenter/pt/auth/logout',
  '/clientcenter/en/gb/auth/logout',
  '/clientcenter/es/auth/logout',
  '/clientcenter/fr/auth/logout',
  '/clientcenter/en/ca/auth/logout',
] as const;

export type ApiPathName = keyof typeof API;

/**
 * Fills the ":param" placeholders of a path template, a core one or one of a feature's contract (e.g.
 * `fillPath(BOXE_API.boxeDocuments, { clientId, kind })`); every placeholder must have a value.
 */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${template}: missing parameter "${key}"`);
    return enc(String(value));
  });
}

/** Fills ":param" placeholders of a core path; every placeholder must have a value. */
export const apiPath = (name: ApiPathName, params: Record<string, string | number> = {}): string => fillPath(API[name], params);

export const clientPath = (name: ApiPathName, clientId: string, params: Record<string, string | number> = {}) =>
  apiPath(name, { ...params, clientId });

/** A storage URL carries its own short-lived token instead of the Authorization header. */
export const storageDocumentUrl = (documentId: string, token: string) =>
  `${apiPath('storageDocument', { id: documentId })}?${STORAGE_TOKEN_PARAM}=${enc(token)}`;
/** The storage URL of an earlier file of a document; its token covers that version only. */
export const storageDocumentVersionUrl = (documentId: string, versionId: string, token: string) =>
  `${apiPath('storageDocumentVersion', { id: documentId, versionId })}?${STORAGE_TOKEN_PARAM}=${enc(token)}`;

/** Request header for an API call made with a session token. */
export const authorizationHeader = (token: string) => `${AUTH_SCHEME} ${token}`;
