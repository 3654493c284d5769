/** Filing receipts (protocolos de entrega) the firm registered for a client: paths, schemas and error codes. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, ClientParams, Id, Input, IsoDate, IsoDateTime, NoContent, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';

export const PROTOCOLS_API = {
  protocols: '/api/br-protocols/v1/clients/:clientId/protocols',
  protocolDocument: '/api/br-protocols/v1/clients/:clientId/protocols/:protocolId/document',
  /** The firm's staff: the receipts of one of its clients, to list, publish and withdraw. */
  staffProtocols: '/api/br-protocols/v1/staff/clients/:clientId/protocols',
  staffProtocol: '/api/br-protocols/v1/staff/clients/:clientId/protocols/:protocolId',
  staffProtocolDocument: '/api/br-protocols/v1/staff/clients/:clientId/protocols/:protocolId/document',
} as const;

export const PROTOCOL_ERROR_CODES = ['PROTOCOL_NOT_FOUND', 'COMPETENCE_INVALID', 'DELIVERED_AT_INVALID', 'PROTOCOL_DUPLICATE'] as const;

/**
 * Obligations whose delivery receipts the firm files (BR-DOMAIN §5): monthly federal declarations (DCTFWeb,
 * EFD-Reinf, eSocial, EFD-Contribuições), Simples Nacional (PGDAS-D monthly, DEFIS yearly), the yearly SPED
 * bookkeeping (ECD, ECF) and the state EFD ICMS/IPI. Proper names: shown as they are in every language.
 */
export const OBLIGATIONS = ['DCTFWeb', 'EFD-Reinf', 'eSocial', 'EFD-Contribuicoes', 'EFD-ICMS-IPI', 'PGDAS-D', 'DEFIS', 'ECD', 'ECF'] as const;
export type Obligation = (typeof OBLIGATIONS)[number];
export const ObligationSchema = Type.Union(OBLIGATIONS.map((o) => Type.Literal(o)));
export const OBLIGATION_LABELS: Record<Obligation, string> = {
  DCTFWeb: 'DCTFWeb', 'EFD-Reinf': 'EFD-Reinf', eSocial: 'eSocial', 'EFD-Contribuicoes': 'EFD-Contribuições',
  'EFD-ICMS-IPI': 'EFD ICMS/IPI', 'PGDAS-D': 'PGDAS-D', DEFIS: 'DEFIS', ECD: 'SPED ECD', ECF: 'SPED ECF',
};

/** Obligations filed once a year: their competence is a year (yyyy); the others' a month (yyyy-MM). */
export const YEARLY_OBLIGATIONS: readonly Obligation[] = ['DEFIS', 'ECD', 'ECF'];
export const competenceFits = (obligation: Obligation, competence: string) =>
  (competence.length === 4) === YEARLY_OBLIGATIONS.includes(obligation);

/** A month (yyyy-MM) for monthly obligations, a year (yyyy) for yearly ones (DEFIS, ECD, ECF). */
export const FilingCompetence = Type.String({ pattern: '^[0-9]{4}(-(0[1-9]|1[0-2]))?$', description: 'yyyy-MM, or yyyy for a yearly obligation' });

export const ProtocolParams = Input({ clientId: Id, protocolId: Id });
export const ProtocolsQuery = Input({
  ...PageQueryProps,
  obligation: Type.Optional(ObligationSchema),
  /** Delivery date range, calendar days (the whole "to" day included). */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
/** A filing receipt: the authority's protocol number for one obligation and competence, and when it was delivered. */
export const Protocol = Type.Object({
  id: Type.String(),
  obligation: ObligationSchema,
  competence: FilingCompetence,
  number: Type.String(),
  deliveredAt: IsoDateTime,
  fileName: Type.String(),
});
export const ProtocolPage = PagedList(Protocol);
/** A receipt the firm publishes; its PDF is the request's one "file" part (multipart/form-data). */
export const NewProtocolQuery = Input({
  obligation: ObligationSchema,
  competence: FilingCompetence,
  number: NonBlankText(80),
  deliveredAt: IsoDateTime,
});
export type Protocol = Static<typeof Protocol>;
export type ProtocolPage = Static<typeof ProtocolPage>;

export const ENDPOINTS = defineEndpoints({
  getProtocols: {
    method: 'GET', path: PROTOCOLS_API.protocols, access: 'session', tags: ['br-protocols'],
    summary: 'Filing receipts the firm registered for the client, last delivered first; filters by obligation and delivery period',
    params: ClientParams, query: ProtocolsQuery, responses: { 200: ProtocolPage },
  },
  getProtocolDocument: {
    method: 'GET', path: PROTOCOLS_API.protocolDocument, access: 'session', tags: ['br-protocols'],
    summary: 'Download the filing receipt (PDF)',
    params: ProtocolParams, responses: { 200: BinaryResponse },
  },
  getStaffProtocols: {
    method: 'GET', path: PROTOCOLS_API.staffProtocols, access: 'staff', apiKeyScope: 'protocols', tags: ['br-protocols'],
    summary: "Staff: the filing receipts of one of the firm's clients, last delivered first (the client's list and filters)",
    params: ClientParams, query: ProtocolsQuery, responses: { 200: ProtocolPage },
  },
  postStaffProtocol: {
    method: 'POST', path: PROTOCOLS_API.staffProtocols, access: 'staff', apiKeyScope: 'protocols', tags: ['br-protocols'],
    summary: 'Staff: publish a filing receipt with its PDF (multipart/form-data, one "file" part) to the client',
    description: 'The fields are in the query; the PDF is checked by its bytes and kept with the row, both or neither. '
      + '400 COMPETENCE_INVALID (a year for DEFIS, ECD and ECF, a month for the others), DELIVERED_AT_INVALID (in the future), '
      + '409 PROTOCOL_DUPLICATE (the receipt number is published already), and the upload codes for the file '
      + '(NO_FILES, FILE_NAME_INVALID, EMPTY_FILE, 413 FILE_TOO_LARGE or TOO_MANY_FILES, 415 FILE_TYPE_NOT_ALLOWED or FILE_CONTENT_MISMATCH).',
    params: ClientParams, query: NewProtocolQuery, responses: { 201: Protocol }, consumes: ['multipart/form-data'],
    errors: ['COMPETENCE_INVALID', 'DELIVERED_AT_INVALID', 'PROTOCOL_DUPLICATE', 'NO_FILES', 'FILE_TOO_LARGE', 'FILE_CONTENT_MISMATCH'],
  },
  getStaffProtocolDocument: {
    method: 'GET', path: PROTOCOLS_API.staffProtocolDocument, access: 'staff', apiKeyScope: 'protocols', tags: ['br-protocols'],
    summary: "Staff: download the filing receipt (PDF) of one of the firm's clients (404 PROTOCOL_NOT_FOUND)",
    params: ProtocolParams, responses: { 200: BinaryResponse },
  },
  deleteStaffProtocol: {
    method: 'DELETE', path: PROTOCOLS_API.staffProtocol, access: 'staff', apiKeyScope: 'protocols', tags: ['br-protocols'],
    summary: 'Staff: withdraw a filing receipt and its PDF (404 PROTOCOL_NOT_FOUND)',
    params: ProtocolParams, responses: { 204: NoContent },
  },
});
