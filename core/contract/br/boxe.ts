import { Type, type Static } from '@sinclair/typebox';
import { Input, IsoDateTime } from '../common';
import { AccessKey, Cents, CnpjDigits, IdParam, IsoDate, PagedList, PageQueryProps } from './common';
import { BOXE_KINDS } from './constants';

export const BoxeKindSchema = Type.Union(BOXE_KINDS.map((k) => Type.Literal(k)));

/** "enabled" is true when the firm has ordered Box-E. */
export const BoxeCompanyResponse = Type.Object({ enabled: Type.Boolean(), orderedAt: Type.Union([IsoDateTime, Type.Null()]) });
/** Per-client switch: lastToggle is the client's latest on/off choice. */
export const BoxeClientResponse = Type.Object({
  clientId: Type.String(),
  lastToggle: Type.Boolean(),
  toggledAt: Type.Union([IsoDateTime, Type.Null()]),
});

export const BoxeClientParams = Input({ clientId: IdParam });
export const BoxeStorageParams = Input({ clientId: IdParam, kind: BoxeKindSchema });
export const BoxeDocumentParams = Input({ clientId: IdParam, kind: BoxeKindSchema, documentId: IdParam });

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
