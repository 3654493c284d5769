/**
 * NF-e recipient manifest (manifestação do destinatário, spec 001 §7): paths, schemas, the events and their
 * rules' constants, and error codes. Browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, Cents, ClientParams, Id, Input, IsoDate, IsoDateTime, PagedList, PageQueryProps } from '@portico/contract/common';
import { AccessKey, CnpjDigits } from '@portico/br-kit/contract';
import { defineEndpoints } from '@portico/contract/endpoint';
import { CERTIFICATE_ERROR_CODES } from './certificate-errors';

export const MANIFEST_API = {
  manifestDocuments: '/api/manifesto/v1/documents',
  manifestClients: '/api/manifesto/v1/clients',
  manifestEvents: '/api/manifesto/v1/documents/:accessKey/events',
  manifestXml: '/api/manifesto/v1/documents/:accessKey/xml',
  deadlines: '/api/manifesto/v1/settings/deadlines',
  staffCertificates: '/api/manifesto/v1/staff/certificates',
  staffCertificate: '/api/manifesto/v1/staff/clients/:clientId/certificate',
  staffFetchKey: '/api/manifesto/v1/staff/clients/:clientId/distribution/fetch-key',
  clientCertificate: '/api/manifesto/v1/clients/:clientId/certificate',
  options: '/api/manifesto/v1/settings/options',
} as const;

/** NF-e recipient manifest events (manifestação do destinatário). */
export const NFE_EVENTS = {
  confirmation: 210200,
  awareness: 210210,
  unknown: 210220,
  notPerformed: 210240,
} as const;
export type NfeEventCode = (typeof NFE_EVENTS)[keyof typeof NFE_EVENTS];
export const NFE_EVENT_CODES: readonly NfeEventCode[] = [210200, 210210, 210220, 210240];
export const NFE_EVENT_NAMES: Record<NfeEventCode, string> = {
  210200: 'Confirmação da Operação',
  210210: 'Ciência da Operação',
  210220: 'Desconhecimento da Operação',
  210240: 'Operação não Realizada',
};
/** Ciência is not conclusive; the other three settle the operation. */
export const CONCLUSIVE_NFE_EVENTS: readonly NfeEventCode[] = [210200, 210220, 210240];
export const NFE_JUSTIFICATION_MIN = 15;
export const NFE_JUSTIFICATION_MAX = 255;
/** Conclusive events are accepted up to this many days after the NF-e's authorisation (a firm may set fewer). */
export const NFE_CONCLUSIVE_DEADLINE_DAYS = 180;
/** Ciência da Operação is due this many days after authorisation (cStat 596 "[10 dias]"); a firm may set another. */
export const NFE_CIENCIA_DEADLINE_DAYS = 10;

/** The justification rule of 210240, the same in the browser and on the server: a translated error code or null. */
export function justificationError(text: string | undefined): 'NFE_JUSTIFICATION_REQUIRED' | 'NFE_JUSTIFICATION_LENGTH' | null {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return 'NFE_JUSTIFICATION_REQUIRED';
  return trimmed.length < NFE_JUSTIFICATION_MIN || trimmed.length > NFE_JUSTIFICATION_MAX ? 'NFE_JUSTIFICATION_LENGTH' : null;
}
/** Since NT 2020.001 v1.50 each conclusive event may be registered twice; the last one counts. */
export const NFE_MAX_REGISTRATIONS_PER_EVENT = 2;

export const MANIFEST_STATUSES = ['Pending', 'Aware', 'Confirmed', 'Unknown', 'NotPerformed'] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];
export const MANIFEST_STATUS_BY_EVENT: Record<NfeEventCode, ManifestStatus> = {
  210200: 'Confirmed',
  210210: 'Aware',
  210220: 'Unknown',
  210240: 'NotPerformed',
};
export const MANIFEST_REVIEW_PERMISSION = { feature: 'BRAtendimento', resource: 'ManifestoReview' } as const;
/**
 * The spec's two switches, granted like permissions (README.md says what each decides): Disabled turns the
 * manifest off for the user (no action, no section, every call refused); Denied leaves it read-only (no events).
 */
export const MANIFEST_SWITCHES = {
  disabled: { feature: 'NfeManifest', resource: 'Disabled' },
  denied: { feature: 'NfeManifest', resource: 'Denied' },
} as const;
export { MANIFEST_PERMISSION_NAMES } from './permissions';

/** Situation of the NF-e itself at the tax authority (cSitNFe of resNFe: 1 autorizada, 2 denegada, 3 cancelada). */
export const NFE_STATUSES = ['Authorized', 'Denied', 'Cancelled'] as const;
export type NfeStatus = (typeof NFE_STATUSES)[number];
/** Statuses still waiting for a conclusive event: the "pending" tab. */
export const OPEN_MANIFEST_STATUSES: readonly ManifestStatus[] = ['Pending', 'Aware'];

export const MANIFEST_ERROR_CODES = [
  'MANIFEST_PERMISSION_REQUIRED',
  'NFE_ACCESS_KEY_INVALID',
  'NFE_CURSOR_INVALID',
  'NFE_DOCUMENT_NOT_FOUND',
  'NFE_JUSTIFICATION_REQUIRED',
  'NFE_JUSTIFICATION_LENGTH',
  'NFE_JUSTIFICATION_NOT_ALLOWED',
  'NFE_DEADLINE_PASSED',
  'NFE_EVENT_LIMIT_REACHED',
  'NFE_ALREADY_CONCLUDED',
  'NFE_XML_LOCKED',
  'NFE_NOT_AUTHORIZED',
  'MANIFEST_DISABLED',
  'MANIFEST_EVENTS_DENIED',
  'NFE_DEADLINES_INVALID',
  'NFE_EVENT_PENDING',
  'NFE_NO_CERTIFICATE',
  'NFE_CERTIFICATE_EXPIRED',
  'SEFAZ_NOT_CONNECTED',
  'CLIENT_CNPJ_MISSING',
  'CERTIFICATE_STORE_UNCONFIGURED',
  'NFE_XML_NOT_RECEIVED',
  'SEFAZ_DISTRIBUTION_BLOCKED',
  'SEFAZ_UNREACHABLE',
  'CERTIFICATE_CLIENT_UPLOAD_FORBIDDEN',
  ...CERTIFICATE_ERROR_CODES,
] as const;
export type ManifestErrorCode = (typeof MANIFEST_ERROR_CODES)[number];

/**
 * Whether this client's events can reach SEFAZ now, and if not why (the screen says so plainly): the server is
 * not connected to the tax authority (the demo), no usable A1 was uploaded, or it expired.
 */
export const SENDING_STATES = ['ready', 'notConnected', 'noCertificate', 'certificateExpired'] as const;
export type SendingState = (typeof SENDING_STATES)[number];
export const SefazEnvironmentSchema = Type.Union([Type.Literal('homologation'), Type.Literal('production')]);

/**
 * An event on its way to SEFAZ or answered: queued (retried while SEFAZ cannot be reached), registered, rejected,
 * failed (never reached it); Demo is the demo data's history, recorded in the portal and never sent.
 */
export const SUBMISSION_STATES = ['Queued', 'Registered', 'Rejected', 'Failed', 'Demo'] as const;

export const ManifestStatusSchema = Type.Union(MANIFEST_STATUSES.map((s) => Type.Literal(s)));
export const NfeStatusSchema = Type.Union(NFE_STATUSES.map((s) => Type.Literal(s)));
export const NfeEventCodeSchema = Type.Union(NFE_EVENT_CODES.map((c) => Type.Literal(c)));

/** Free query parameters of the invoice-processing list; clientId is required. */
export const ManifestDocumentsQuery = Input({
  ...PageQueryProps,
  clientId: Type.Optional(Id),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  emitterCnpj: Type.Optional(CnpjDigits),
  status: Type.Optional(ManifestStatusSchema),
  accessKey: Type.Optional(Type.String({ maxLength: 60 })),
  nfeStatus: Type.Optional(NfeStatusSchema),
  /** Part of the issuer's name or CNPJ. */
  emitter: Type.Optional(Type.String({ maxLength: 100 })),
  /** Only NF-e still waiting for a conclusive event (Pending or Aware), authorised, within the deadline. */
  pendingOnly: Type.Optional(Type.Boolean()),
  /** Only NF-e whose next deadline (Ciência, else conclusive) falls within this many days from now. */
  dueWithinDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 })),
  /**
   * A page's nextCursor: this page starts right after the row it names, found on an index however deep (the offset
   * is then not skipped; startIndex only says where the caller places the page).
   */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const ManifestDocument = Type.Object({
  id: Type.String(),
  clientId: Type.String(),
  accessKey: AccessKey,
  number: Type.String(),
  series: Type.String(),
  emitterCnpj: Type.String(),
  emitterName: Type.String(),
  issuedAt: IsoDate,
  authorizedAt: IsoDateTime,
  amountCents: Cents,
  status: ManifestStatusSchema,
  nfeStatus: NfeStatusSchema,
  /** Day Ciência da Operação is due (authorisation + the firm's Ciência days, 10 by default). */
  cienciaDeadline: IsoDate,
  /** Last day a conclusive event is accepted (authorisation + the firm's conclusive days, 180 by default). */
  conclusiveDeadline: IsoDate,
  /** The full XML is available once Ciência (or Confirmação) is registered and it has arrived (a summary has none). */
  xmlAvailable: Type.Boolean(),
});
export const ManifestDocumentPage = Type.Composite([PagedList(ManifestDocument), Type.Object({
  /** Asks for the next page by keyset (the query's `cursor`); null on the list's last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
})]);

export const ManifestClientsQuery = Input({ clientId: Type.Optional(Id) });
export const ManifestClient = Type.Object({
  clientId: Type.String(),
  clientName: Type.String(),
  cnpj: Type.Union([Type.String(), Type.Null()]),
  certificate: Type.Union([Type.Object({
    holder: Type.String(),
    cnpj: Type.String(),
    serialNumber: Type.String(),
    validFrom: IsoDate,
    validUntil: IsoDate,
    expired: Type.Boolean(),
  }), Type.Null()]),
  sending: Type.Union(SENDING_STATES.map((s) => Type.Literal(s))),
  environment: SefazEnvironmentSchema,
  /** The firm lets the company's own people upload its A1 (PUT …/clients/:clientId/certificate). */
  certificateUpload: Type.Boolean(),
});
export const ManifestClientList = Type.Object({ items: Type.Array(ManifestClient), totalItems: Type.Integer() });

export const AccessKeyParams = Input({ accessKey: Type.String({ minLength: 1, maxLength: 60 }) });
export const RegisterEventRequest = Input({
  code: NfeEventCodeSchema,
  justification: Type.Optional(Type.String({ maxLength: NFE_JUSTIFICATION_MAX * 2 })),
});
export const ManifestEvent = Type.Object({
  id: Type.String(),
  code: NfeEventCodeSchema,
  name: Type.String(),
  sequence: Type.Integer({ description: 'nSeqEvento: 1 for the first registration of this code, 2 for the second' }),
  justification: Type.Union([Type.String(), Type.Null()]),
  protocol: Type.String(),
  registeredAt: IsoDateTime,
});
/** One event sent to SEFAZ: its state, and SEFAZ's answer (cStat, xMotivo; nProt and dhRegEvento once registered). */
export const ManifestSubmission = Type.Object({
  id: Type.String(),
  code: NfeEventCodeSchema,
  name: Type.String(),
  sequence: Type.Integer(),
  state: Type.Union(SUBMISSION_STATES.map((s) => Type.Literal(s))),
  requestedAt: IsoDateTime,
  /** Tries so far; a queued one whose tries failed to reach SEFAZ carries the last error. */
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  cStat: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  protocol: Type.Union([Type.String(), Type.Null()]),
  registeredAt: Type.Union([Type.String(), Type.Null()]),
});
/** Registered events (each with SEFAZ's protocol) and the submissions not (or not yet) registered, newest first. */
export const ManifestEventList = Type.Object({ items: Type.Array(ManifestEvent), submissions: Type.Array(ManifestSubmission), status: ManifestStatusSchema });
export const RegisterEventResponse = Type.Object({ submission: ManifestSubmission, document: ManifestDocument });

/** A PFX (base64) and its password: read, checked and sealed on the server, never stored or sent back as given. */
export const UploadCertificateRequest = Input({
  pfx: Type.String({ minLength: 4, maxLength: 131_072, pattern: '^[A-Za-z0-9+/=\\s]+$' }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export const CertificateSummary = Type.Object({
  holder: Type.String(), cnpj: Type.String(), serialNumber: Type.String(), validFrom: IsoDate, validUntil: IsoDate, expired: Type.Boolean(),
  /** Whether the key is held (a demo row has only the facts). */
  usable: Type.Boolean(),
  uploadedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export const DISTRIBUTION_SERVICES = ['nfe', 'cte'] as const;
/**
 * Where a client company is in SEFAZ's distribution of one service (NFeDistribuicaoDFe, CTeDistribuicaoDFe): the
 * NSU reached, SEFAZ's maxNSU, its last answer and when the next call is allowed (null: at the next run).
 */
export const DistributionState = Type.Object({
  service: Type.Union(DISTRIBUTION_SERVICES.map((s) => Type.Literal(s))),
  lastNsu: Type.String(),
  maxNsu: Type.Union([Type.String(), Type.Null()]),
  cStat: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  calledAt: Type.Union([IsoDateTime, Type.Null()]),
  nextCallAt: Type.Union([IsoDateTime, Type.Null()]),
});
export const StaffCertificate = Type.Object({
  clientId: Type.String(), clientName: Type.String(), cnpj: Type.Union([Type.String(), Type.Null()]),
  certificate: Type.Union([CertificateSummary, Type.Null()]),
  /** One per service, once the distribution has called SEFAZ for the client. */
  distribution: Type.Array(DistributionState),
});
export const FetchKeyRequest = Input({ accessKey: Type.String({ minLength: 44, maxLength: 60 }) });
/** SEFAZ's answer to consChNFe: 138 with the documents it gave (now on the lists), else its code and text. */
export const FetchKeyResponse = Type.Object({
  cStat: Type.Union([Type.Integer(), Type.Null()]), reason: Type.String(), documents: Type.Integer(),
});
/**
 * The firm's manifest options: a Ciência given by itself when a summary arrives (in the name of the administrator
 * who switches it on; conclusive events stay a person's act), and whether its clients may upload their own A1.
 */
export const ManifestOptions = Input({ autoCiencia: Type.Boolean(), clientCertificateUpload: Type.Boolean() });
export const StaffCertificateList = Type.Object({ items: Type.Array(StaffCertificate), totalItems: Type.Integer() });


export type ManifestDocument = Static<typeof ManifestDocument>;
export type ManifestDocumentPage = Static<typeof ManifestDocumentPage>;
export type ManifestDocumentsQuery = Static<typeof ManifestDocumentsQuery>;
export type ManifestClient = Static<typeof ManifestClient>;
export type ManifestClientList = Static<typeof ManifestClientList>;
export type ManifestEvent = Static<typeof ManifestEvent>;
export type ManifestEventList = Static<typeof ManifestEventList>;
export type RegisterEventRequest = Static<typeof RegisterEventRequest>;
export type RegisterEventResponse = Static<typeof RegisterEventResponse>;
export type ManifestSubmission = Static<typeof ManifestSubmission>;
export type StaffCertificate = Static<typeof StaffCertificate>;
export type StaffCertificateList = Static<typeof StaffCertificateList>;
export type CertificateSummary = Static<typeof CertificateSummary>;
export type DistributionState = Static<typeof DistributionState>;
export type FetchKeyResponse = Static<typeof FetchKeyResponse>;
export type ManifestOptions = Static<typeof ManifestOptions>;

/**
 * A firm's deadlines in days after authorisation: Ciência and the conclusive events (never past the law's 180
 * days). Ciência may not fall after the conclusive deadline (400 NFE_DEADLINES_INVALID).
 */
export const ManifestDeadlines = Input({
  cienciaDays: Type.Integer({ minimum: 1, maximum: NFE_CONCLUSIVE_DEADLINE_DAYS }),
  conclusiveDays: Type.Integer({ minimum: 1, maximum: NFE_CONCLUSIVE_DEADLINE_DAYS }),
});
export type ManifestDeadlines = Static<typeof ManifestDeadlines>;

export const ENDPOINTS = defineEndpoints({
  getManifestDeadlines: {
    method: 'GET', path: MANIFEST_API.deadlines, access: 'firm-admin', tags: ['nfe-manifest'],
    summary: `Administrators: the firm's manifest deadlines in days (${NFE_CIENCIA_DEADLINE_DAYS} and ${NFE_CONCLUSIVE_DEADLINE_DAYS} unless it set others)`,
    responses: { 200: ManifestDeadlines },
  },
  putManifestDeadlines: {
    method: 'PUT', path: MANIFEST_API.deadlines, access: 'firm-admin', tags: ['nfe-manifest'],
    summary: "Administrators: set the firm's manifest deadlines; its clients' lists and the event rules follow at once",
    body: ManifestDeadlines, responses: { 200: ManifestDeadlines }, errors: ['NFE_DEADLINES_INVALID'],
  },
  getManifestDocuments: {
    method: 'GET', path: MANIFEST_API.manifestDocuments, access: 'session', tags: ['nfe-manifest'],
    summary: 'NF-e received by a client for invoice processing (needs BRAtendimento.ManifestoReview)',
    query: ManifestDocumentsQuery, responses: { 200: ManifestDocumentPage },
  },
  getManifestClients: {
    method: 'GET', path: MANIFEST_API.manifestClients, access: 'session', tags: ['nfe-manifest'],
    summary: "The caller's clients with the digital certificate used to manifest (holder, CNPJ, validity)",
    query: ManifestClientsQuery, responses: { 200: ManifestClientList },
  },
  getManifestEvents: {
    method: 'GET', path: MANIFEST_API.manifestEvents, access: 'session', tags: ['nfe-manifest'],
    summary: 'Events registered on one received NF-e, oldest first',
    params: AccessKeyParams, responses: { 200: ManifestEventList },
  },
  postManifestEvents: {
    method: 'POST', path: MANIFEST_API.manifestEvents, access: 'session', tags: ['nfe-manifest'],
    summary: 'Register a recipient event: 210200 Confirmação, 210210 Ciência, 210220 Desconhecimento, 210240 Operação não Realizada (justification 15–255)',
    params: AccessKeyParams, body: RegisterEventRequest, responses: { 202: RegisterEventResponse },
    errors: ['NFE_EVENT_PENDING', 'NFE_NO_CERTIFICATE', 'NFE_CERTIFICATE_EXPIRED', 'SEFAZ_NOT_CONNECTED'],
  },
  getManifestStaffCertificates: {
    method: 'GET', path: MANIFEST_API.staffCertificates, access: 'staff', tags: ['nfe-manifest'],
    summary: "Staff: the firm's client companies with their A1 certificate (holder, CNPJ, validity; never the key)",
    responses: { 200: StaffCertificateList },
  },
  putManifestStaffCertificate: {
    method: 'PUT', path: MANIFEST_API.staffCertificate, access: 'staff', tags: ['nfe-manifest'],
    summary: "Staff: upload a client company's ICP-Brasil A1 (PFX and password): checked, sealed at rest, replacing the last one",
    params: ClientParams, body: UploadCertificateRequest, responses: { 200: CertificateSummary },
    errors: ['CLIENT_CNPJ_MISSING', 'CERTIFICATE_STORE_UNCONFIGURED', ...CERTIFICATE_ERROR_CODES],
  },
  postManifestStaffFetchKey: {
    method: 'POST', path: MANIFEST_API.staffFetchKey, access: 'staff', tags: ['nfe-manifest'],
    summary: "Staff: ask SEFAZ's distribution for one NF-e by its key (consChNFe) for a client company; what comes is kept as the scheduled distribution keeps it",
    params: ClientParams, body: FetchKeyRequest, responses: { 200: FetchKeyResponse },
    errors: ['NFE_ACCESS_KEY_INVALID', 'SEFAZ_NOT_CONNECTED', 'NFE_NO_CERTIFICATE', 'SEFAZ_DISTRIBUTION_BLOCKED', 'SEFAZ_UNREACHABLE'],
  },
  putManifestClientCertificate: {
    method: 'PUT', path: MANIFEST_API.clientCertificate, access: 'session', tags: ['nfe-manifest'],
    summary: "A client company's own contact uploads its ICP-Brasil A1 (PFX and password), where the firm allows it: checked and sealed as a staff upload",
    params: ClientParams, body: UploadCertificateRequest, responses: { 200: CertificateSummary },
    errors: ['CERTIFICATE_CLIENT_UPLOAD_FORBIDDEN', 'CLIENT_CNPJ_MISSING', 'CERTIFICATE_STORE_UNCONFIGURED', ...CERTIFICATE_ERROR_CODES],
  },
  getManifestOptions: {
    method: 'GET', path: MANIFEST_API.options, access: 'firm-admin', tags: ['nfe-manifest'],
    summary: "Administrators: the firm's manifest options (automatic Ciência, clients' own certificate upload; both off unless set)",
    responses: { 200: ManifestOptions },
  },
  putManifestOptions: {
    method: 'PUT', path: MANIFEST_API.options, access: 'firm-admin', tags: ['nfe-manifest'],
    summary: "Administrators: set the firm's manifest options; an automatic Ciência is requested in the name of the administrator who switched it on",
    body: ManifestOptions, responses: { 200: ManifestOptions },
  },
  getManifestXml: {
    method: 'GET', path: MANIFEST_API.manifestXml, access: 'session', tags: ['nfe-manifest'],
    summary: 'The full NF-e XML, available once Ciência da Operação (or Confirmação) is registered',
    params: AccessKeyParams, responses: { 200: BinaryResponse },
  },
});
