/** Filing receipts (protocolos de entrega) the firm registered for a client: paths, schemas and error codes. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, ClientParams, Id, Input, IsoDate, IsoDateTime, PagedList, PageQueryProps } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';

export const PROTOCOLS_API = {
  protocols: '/api/br-protocols/v1/clients/:clientId/protocols',
  protocolDocument: '/api/br-protocols/v1/clients/:clientId/protocols/:protocolId/document',
} as const;

export const PROTOCOL_ERROR_CODES = ['PROTOCOL_NOT_FOUND'] as const;

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
export type Protocol = Static<typeof Protocol>;
export type ProtocolPage = Static<typeof ProtocolPage>;

/** For the fake API of component tests. */
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
});
