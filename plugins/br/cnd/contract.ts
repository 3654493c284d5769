/**
 * CND, certificates of good standing (certidões negativas de débito, spec 001 §7): paths, schemas, issuers,
 * statuses and error codes. Browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoints } from '@portico/contract/endpoint';
import { BinaryResponse, FilterQueryParam, Id, Input, IsoDate, IsoDateTime, NoContent, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';

export const CND_API = {
  cndClientAgencies: '/api/cnd/v1/client-agencies',
  cndCrawlerHistory: '/api/cnd/v1/crawler-history',
  cndHistoryDocument: '/api/cnd/v1/crawler-history/:id/document',
  cndHistoryDocumentContent: '/api/cnd/v1/crawler-history/:id/document/content',
  /** Beyond the spec: each agency's latest certificate for a client in one call (the dashboard widget). */
  cndClientCertificates: '/api/cnd/v1/clients/:clientId/certificates',
  /** The firm's staff: the agencies, and the certificates they record for one of their clients (what the crawler would). */
  staffAgencies: '/api/cnd/v1/staff/agencies',
  staffCertificates: '/api/cnd/v1/staff/clients/:clientId/certificates',
  staffCertificate: '/api/cnd/v1/staff/clients/:clientId/certificates/:certificateId',
  staffCertificateDocument: '/api/cnd/v1/staff/clients/:clientId/certificates/:certificateId/document',
} as const;

/** CND issuers and the usual validity of their certificates. */
export const CND_ISSUERS = ['ReceitaFederalPgfn', 'Fgts', 'JusticaDoTrabalho', 'State', 'Municipal'] as const;
export type CndIssuer = (typeof CND_ISSUERS)[number];
export const CND_VALIDITY_DAYS: Record<CndIssuer, number> = {
  ReceitaFederalPgfn: 180,
  Fgts: 30,
  JusticaDoTrabalho: 180,
  State: 60,
  Municipal: 90,
};
/**
 * Days before expiry from which a certificate counts as expiring (BR-DOMAIN.md §4: the CRF is renewed from
 * 10 days before; the others a few weeks ahead, shorter for the shorter-lived state and municipal ones).
 */
export const CND_RENEW_DAYS: Record<CndIssuer, number> = {
  ReceitaFederalPgfn: 30,
  Fgts: 10,
  JusticaDoTrabalho: 30,
  State: 15,
  Municipal: 15,
};
export type CertificateState = 'valid' | 'expiring' | 'expired';
export function certificateState(issuer: CndIssuer, daysLeft: number): CertificateState {
  if (daysLeft < 0) return 'expired';
  return daysLeft <= CND_RENEW_DAYS[issuer] ? 'expiring' : 'valid';
}

export const CND_STATUSES = ['Negativa', 'PositivaComEfeitosDeNegativa', 'Positiva'] as const;
export type CndStatus = (typeof CND_STATUSES)[number];
export const CND_STATUS_LABELS: Record<CndStatus, string> = {
  Negativa: 'Negativa',
  PositivaComEfeitosDeNegativa: 'Positiva com efeitos de Negativa',
  Positiva: 'Positiva',
};

export const CND_ERROR_CODES = ['AGENCY_AND_CLIENT_ID_REQUIRED', 'CND_AGENCY_NOT_FOUND', 'CND_HISTORY_NOT_FOUND', 'CND_DATES_INVALID'] as const;

export const CndIssuerSchema = Type.Union(CND_ISSUERS.map((i) => Type.Literal(i)));
export const CndStatusSchema = Type.Union(CND_STATUSES.map((s) => Type.Literal(s)));

export const CndAgency = Type.Object({
  id: Type.String(),
  name: Type.String(),
  issuer: CndIssuerSchema,
  /** UF for state offices, municipality for municipal ones, null for federal issuers. */
  jurisdiction: Type.Union([Type.String(), Type.Null()]),
  validityDays: Type.Integer(),
});

/** Client agency link of spec 001 §3. */
export const ClientAgency = Type.Object({
  id: Type.String(),
  agencyId: Type.String(),
  clientId: Type.String(),
  agency: CndAgency,
});

export const ClientAgenciesQuery = Input({ ...PageQueryProps, filter: Type.Optional(FilterQueryParam) });
export const ClientAgencyPage = PagedList(ClientAgency);

export const CrawlerHistoryQuery = Input({
  ...PageQueryProps,
  filter: Type.Optional(FilterQueryParam),
  /** "clientAgencyExpanded" adds the client agency link with its agency to each item. */
  expand: Type.Optional(Type.String({ maxLength: 100 })),
});

export const CndDocumentLink = Type.Object({
  fileName: Type.String(),
  size: Type.Integer(),
  /** Short-lived URL: a GET returns the certificate PDF without further headers. */
  downloadUrl: Type.String(),
  expiresAt: IsoDateTime,
});

/** Crawler history record of spec 001 §3, newest first. */
export const CrawlerHistoryRecord = Type.Object({
  id: Type.String(),
  agencyId: Type.String(),
  clientId: Type.String(),
  crawledAt: IsoDateTime,
  status: CndStatusSchema,
  statusLabel: Type.String(),
  certificateNumber: Type.String(),
  issuedAt: IsoDate,
  expiresAt: IsoDate,
  expired: Type.Boolean(),
  document: CndDocumentLink,
  clientAgencyExpanded: Type.Optional(ClientAgency),
});
export const CrawlerHistoryPage = PagedList(CrawlerHistoryRecord);
export const CrawlerHistoryParams = Input({ id: Id });
export const CndContentQuery = Input({ token: Type.String({ minLength: 1, maxLength: 2000 }) });

export const ClientCertificatesParams = Input({ clientId: Id });
/** Each agency watched for the client with its latest certificate (null before the first crawl). */
export const ClientCertificates = Type.Object({
  items: Type.Array(Type.Object({
    agency: CndAgency,
    latest: Type.Union([Type.Object({
      id: Type.String(),
      status: CndStatusSchema,
      certificateNumber: Type.String(),
      issuedAt: IsoDate,
      expiresAt: IsoDate,
      crawledAt: IsoDateTime,
    }), Type.Null()]),
  })),
});

export const CndAgencyList = Type.Object({ agencies: Type.Array(CndAgency) });
/** A certificate the firm recorded; its PDF is the request's one "file" part (multipart/form-data). */
export const NewCertificateQuery = Input({
  agencyId: Id,
  status: CndStatusSchema,
  certificateNumber: NonBlankText(80),
  issuedAt: IsoDate,
  expiresAt: IsoDate,
});
export const StaffCertificate = Type.Object({
  id: Type.String(),
  agency: CndAgency,
  status: CndStatusSchema,
  certificateNumber: Type.String(),
  issuedAt: IsoDate,
  expiresAt: IsoDate,
  crawledAt: IsoDateTime,
  fileName: Type.String(),
});
export const StaffCertificateList = Type.Object({ items: Type.Array(StaffCertificate) });
export const StaffCertificateParams = Input({ clientId: Id, certificateId: Id });
export type StaffCertificate = Static<typeof StaffCertificate>;
export type CndAgency = Static<typeof CndAgency>;
export type ClientAgency = Static<typeof ClientAgency>;
export type ClientAgencyPage = Static<typeof ClientAgencyPage>;
export type CrawlerHistoryRecord = Static<typeof CrawlerHistoryRecord>;
export type CrawlerHistoryPage = Static<typeof CrawlerHistoryPage>;
export type ClientCertificates = Static<typeof ClientCertificates>;

export const ENDPOINTS = defineEndpoints({
  getCndClientAgencies: {
    method: 'GET', path: CND_API.cndClientAgencies, access: 'session', tags: ['cnd'],
    summary: 'Agencies whose clearance certificates are crawled for a client; filter clientId EQ is required',
    query: ClientAgenciesQuery, responses: { 200: ClientAgencyPage },
  },
  getCndCrawlerHistory: {
    method: 'GET', path: CND_API.cndCrawlerHistory, access: 'session', tags: ['cnd'],
    summary: 'Certificates the crawler fetched for one client and agency, newest first (filter agencyId and clientId EQ)',
    query: CrawlerHistoryQuery, responses: { 200: CrawlerHistoryPage },
  },
  getCndClientCertificates: {
    method: 'GET', path: CND_API.cndClientCertificates, access: 'session', tags: ['cnd'],
    summary: "Each agency watched for the client with its latest certificate, in one call (the dashboard's CND widget)",
    params: ClientCertificatesParams, responses: { 200: ClientCertificates },
  },
  getCndHistoryDocument: {
    method: 'GET', path: CND_API.cndHistoryDocument, access: 'session', tags: ['cnd'],
    summary: "A short-lived downloadUrl for the certificate's PDF",
    params: CrawlerHistoryParams, responses: { 200: CndDocumentLink },
  },
  getCndHistoryDocumentContent: {
    method: 'GET', path: CND_API.cndHistoryDocumentContent, access: 'public', tags: ['cnd'],
    summary: 'The certificate PDF, with the token of its downloadUrl',
    params: CrawlerHistoryParams, query: CndContentQuery, responses: { 200: BinaryResponse },
  },
  getCndStaffAgencies: {
    method: 'GET', path: CND_API.staffAgencies, access: 'staff', apiKeyScope: 'certificates', tags: ['cnd'],
    summary: 'Staff: the agencies a certificate may be recorded for, by name',
    responses: { 200: CndAgencyList },
  },
  getCndStaffCertificates: {
    method: 'GET', path: CND_API.staffCertificates, access: 'staff', apiKeyScope: 'certificates', tags: ['cnd'],
    summary: "Staff: every certificate recorded for one of the firm's clients, newest first",
    params: ClientCertificatesParams, responses: { 200: StaffCertificateList },
  },
  postCndStaffCertificate: {
    method: 'POST', path: CND_API.staffCertificates, access: 'staff', apiKeyScope: 'certificates', tags: ['cnd'],
    summary: "Staff: record a certificate with its PDF (multipart/form-data, one \"file\" part) as the crawler would; the client's monitoring shows it",
    description: 'The fields are in the query; the agency is then watched for the client. The PDF is checked by its bytes and kept with the row, '
      + 'both or neither. 404 CND_AGENCY_NOT_FOUND, 400 CND_DATES_INVALID (issued in the future, or expiring before it was issued), '
      + 'and the upload codes for the file (NO_FILES, FILE_NAME_INVALID, EMPTY_FILE, 413 FILE_TOO_LARGE or TOO_MANY_FILES, 415 FILE_TYPE_NOT_ALLOWED or FILE_CONTENT_MISMATCH).',
    params: ClientCertificatesParams, query: NewCertificateQuery, responses: { 201: StaffCertificate }, consumes: ['multipart/form-data'],
    errors: ['CND_AGENCY_NOT_FOUND', 'CND_DATES_INVALID', 'NO_FILES', 'FILE_TOO_LARGE', 'FILE_CONTENT_MISMATCH'],
  },
  getCndStaffCertificateDocument: {
    method: 'GET', path: CND_API.staffCertificateDocument, access: 'staff', tags: ['cnd'],
    summary: "Staff: a short-lived downloadUrl for a recorded certificate's PDF, as its client gets (404 CND_HISTORY_NOT_FOUND)",
    description: 'For a signed-in staff member: the link is tied to the session, so a firm API key has none to tie it to.',
    params: StaffCertificateParams, responses: { 200: CndDocumentLink },
  },
  deleteCndStaffCertificate: {
    method: 'DELETE', path: CND_API.staffCertificate, access: 'staff', apiKeyScope: 'certificates', tags: ['cnd'],
    summary: 'Staff: remove a recorded certificate and its PDF (404 CND_HISTORY_NOT_FOUND)',
    params: StaffCertificateParams, responses: { 204: NoContent },
  },
});
