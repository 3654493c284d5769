/**
 * Enumerations and limits of the Brazilian variant's API (spec 001 §3, §9, README domain facts).
 * Plain TypeScript (no schema library) so the browser bundle may import it at runtime.
 */

/** Service-request view filter, numbered 0–15 as in spec 001 §3: "All", the five statuses, then the ten kinds. */
export enum RequestKind {
  All = 0,
  WaitingForClient = 1,
  WaitingForAnAnswer = 2,
  WaitingForCorrection = 3,
  Replied = 4,
  Draft = 5,
  PayrollEntry = 6,
  NoticeVacation = 7,
  NoticeTermination = 8,
  VacationCalculation = 9,
  TerminationCalculation = 10,
  EmployeeLeave = 11,
  Employee = 12,
  Intern = 13,
  Taxpayer = 14,
  Generic = 15,
}

export const REQUEST_STATUSES = ['WaitingForClient', 'WaitingForAnswer', 'WaitingForCorrection', 'Replied', 'Draft'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPES = [
  'PayrollEntry', 'NoticeVacation', 'NoticeTermination', 'VacationCalculation', 'TerminationCalculation',
  'EmployeeLeave', 'Employee', 'Intern', 'Taxpayer', 'Generic',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What a RequestKind view selects: a status, a request type, or everything. */
export function requestKindSelection(kind: RequestKind): { status?: RequestStatus; type?: RequestType } {
  if (kind === RequestKind.All) return {};
  if (kind === RequestKind.WaitingForAnAnswer) return { status: 'WaitingForAnswer' };
  if (kind <= RequestKind.Draft) return { status: RequestKind[kind] as RequestStatus };
  return { type: RequestKind[kind] as RequestType };
}

/**
 * Who moves a request where. The client drafts, submits and answers the firm's questions; the firm
 * answers, asks for corrections or for more information. Anything else is refused (ILLEGAL_TRANSITION).
 */
export const REQUEST_TRANSITIONS: Record<'client' | 'firm', Partial<Record<RequestStatus, readonly RequestStatus[]>>> = {
  client: {
    Draft: ['WaitingForAnswer'],
    WaitingForCorrection: ['WaitingForAnswer'],
    WaitingForClient: ['WaitingForAnswer'],
  },
  firm: {
    WaitingForAnswer: ['Replied', 'WaitingForCorrection', 'WaitingForClient'],
  },
};

/** Statuses in which the client may still edit the request's payload. */
export const EDITABLE_REQUEST_STATUSES: readonly RequestStatus[] = ['Draft', 'WaitingForCorrection', 'WaitingForClient'];

export function canTransition(actor: 'client' | 'firm', from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_TRANSITIONS[actor][from]?.includes(to) ?? false;
}

export enum PersonType {
  Business = 0,
  Individual = 1,
}

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
/** Conclusive events are accepted up to this many days after the NF-e's authorisation. */
export const NFE_CONCLUSIVE_DEADLINE_DAYS = 180;
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
export const CND_STATUSES = ['Negativa', 'PositivaComEfeitosDeNegativa', 'Positiva'] as const;
export type CndStatus = (typeof CND_STATUSES)[number];
export const CND_STATUS_LABELS: Record<CndStatus, string> = {
  Negativa: 'Negativa',
  PositivaComEfeitosDeNegativa: 'Positiva com efeitos de Negativa',
  Positiva: 'Positiva',
};

/** Box-E storages, one per fiscal document kind, and the access-key model each holds. */
export const BOXE_KINDS = ['cfe', 'cte', 'nfce', 'nfe', 'xml'] as const;
export type BoxeKind = (typeof BOXE_KINDS)[number];
export const BOXE_KIND_MODEL: Record<BoxeKind, string | null> = { cfe: '59', cte: '57', nfce: '65', nfe: '55', xml: null };

/** Paging of spec 001 §9. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 500;

export const LOG_BATCH_VERSION = '0.1';
export const LOG_SPEC_VERSION = '0.2';
export const MAX_LOG_ITEMS = 50;
export const NOTIFICATION_DEFAULT_FIRST_NAME = 'Valued Customer';

/** Stable machine codes of the Brazilian routes' errors; the portal translates them. */
export const BR_ERROR_CODES = [
  'CLIENT_ID_REQUIRED',
  'AGENCY_AND_CLIENT_ID_REQUIRED',
  'CONTACT_ID_REQUIRED',
  'FILTER_INVALID',
  'BOXE_NOT_ENABLED',
  'BOXE_DOCUMENT_NOT_FOUND',
  'CND_AGENCY_NOT_FOUND',
  'CND_HISTORY_NOT_FOUND',
  'MANIFEST_PERMISSION_REQUIRED',
  'NFE_ACCESS_KEY_INVALID',
  'NFE_DOCUMENT_NOT_FOUND',
  'NFE_JUSTIFICATION_REQUIRED',
  'NFE_JUSTIFICATION_LENGTH',
  'NFE_JUSTIFICATION_NOT_ALLOWED',
  'NFE_DEADLINE_PASSED',
  'NFE_EVENT_LIMIT_REACHED',
  'NFE_ALREADY_CONCLUDED',
  'NFE_XML_LOCKED',
  'NEWS_ARTICLE_NOT_FOUND',
  'NEWS_ATTACHMENT_NOT_FOUND',
  'REQUEST_NOT_FOUND',
  'REQUEST_NOT_EDITABLE',
  'ILLEGAL_TRANSITION',
  'REQUEST_TYPE_MISMATCH',
  'CPF_INVALID',
  'EMPLOYEE_NOT_FOUND',
  'DATE_RANGE_INVALID',
  'REPORT_DOCUMENT_NOT_FOUND',
  'PROTOCOL_NOT_FOUND',
] as const;
export type BrErrorCode = (typeof BR_ERROR_CODES)[number];
