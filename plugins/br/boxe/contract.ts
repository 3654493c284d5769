/**
 * Box-E, the fiscal XML store (spec 001 §7): paths, schemas, kinds and error codes, shared by the feature's
 * server module and its screens. Browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Cents, Id, Input, IsoDate, IsoDateTime, PagedList, PageQueryProps } from '@portico/contract/common';
import { AccessKey, CnpjDigits } from '@portico/contract/brazil';

export const BOXE_API = {
  boxeCompany: '/api/boxe/v1/companies',
  boxeClient: '/api/boxe/v1/clients/:clientId',
  boxeDocuments: '/api/boxe/v1/clients/:clientId/storages/:kind/documents',
  boxeDocumentXml: '/api/boxe/v1/clients/:clientId/storages/:kind/documents/:documentId/xml',
} as const;

/** Box-E storages, one per fiscal document kind, and the access-key model each holds. */
export const BOXE_KINDS = ['cfe', 'cte', 'nfce', 'nfe', 'xml'] as const;
export type BoxeKind = (typeof BOXE_KINDS)[number];
export const BOXE_KIND_MODEL: Record<BoxeKind, string | null> = { cfe: '59', cte: '57', nfce: '65', nfe: '55', xml: null };

export const BOXE_ERROR_CODES = ['BOXE_NOT_ENABLED', 'BOXE_DOCUMENT_NOT_FOUND'] as const;

export const BoxeKindSchema = Type.Union(BOXE_KINDS.map((k) => Type.Literal(k)));

/** "enabled" is true when the firm has ordered Box-E. */
export const BoxeCompanyResponse = Type.Object({ enabled: Type.Boolean(), orderedAt: Type.Union([IsoDateTime, Type.Null()]) });
/** Per-client switch: lastToggle is the client's latest on/off choice. */
export const BoxeClientResponse = Type.Object({
  clientId: Type.String(),
  lastToggle: Type.Boolean(),
  toggledAt: Type.Union([IsoDateTime, Type.Null()]),
});

export const BoxeClientParams = Input({ clientId: Id });
export const BoxeStorageParams = Input({ clientId: Id, kind: BoxeKindSchema });
export const BoxeDocumentParams = Input({ clientId: Id, kind: BoxeKindSchema, documentId: Id });

export const BoxeDocumentQuery = Input({
  ...PageQueryProps,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  /** Matches the emitter's or the recipient's CNPJ. */
  cnpj: Type.Optional(CnpjDigits),
  accessKey: Type.Optional(AccessKey),
});

export const BoxeDocument = Type.Object({
  id: Type.String(),
  kind: BoxeKindSchema,
  accessKey: Type.Union([AccessKey, Type.Null()]),
  number: Type.String(),
  series: Type.String(),
  emitterCnpj: Type.String(),
  emitterName: Type.String(),
  recipientCnpj: Type.Union([Type.String(), Type.Null()]),
  issuedAt: IsoDate,
  amountCents: Cents,
  fileName: Type.String(),
  size: Type.Integer(),
  storedAt: IsoDateTime,
});
export const BoxeDocumentPage = PagedList(BoxeDocument);

export type BoxeDocument = Static<typeof BoxeDocument>;
