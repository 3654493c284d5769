import { Type, type Static } from '@sinclair/typebox';
import { Input, IsoDateTime } from '../common';
import { AccessKey, Cents, CnpjDigits, IdParam, IsoDate, PagedList, PageQueryProps } from './common';
import { MANIFEST_STATUSES, NFE_EVENT_CODES, NFE_JUSTIFICATION_MAX } from './constants';

export const ManifestStatusSchema = Type.Union(MANIFEST_STATUSES.map((s) => Type.Literal(s)));
export const NfeEventCodeSchema = Type.Union(NFE_EVENT_CODES.map((c) => Type.Literal(c)));

/** Free query parameters of the invoice-processing list; clientId is required. */
export const ManifestDocumentsQuery = Input({
  ...PageQueryProps,
  clientId: Type.Optional(IdParam),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  emitterCnpj: Type.Optional(CnpjDigits),
  status: Type.Optional(ManifestStatusSchema),
  accessKey: Type.Optional(Type.String({ maxLength: 60 })),
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
  /** Last day a conclusive event is accepted (authorisation + 180 days). */
  conclusiveDeadline: IsoDate,
  /** The full XML is available once Ciência (or Confirmação) is registered. */
  xmlAvailable: Type.Boolean(),
});
export const ManifestDocumentPage = PagedList(ManifestDocument);

export const ManifestClientsQuery = Input({ clientId: Type.Optional(IdParam) });
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
export const ManifestEventList = Type.Object({ items: Type.Array(ManifestEvent), status: ManifestStatusSchema });
export const RegisterEventResponse = Type.Object({ event: ManifestEvent, document: ManifestDocument });

export type ManifestDocument = Static<typeof ManifestDocument>;
export type ManifestEvent = Static<typeof ManifestEvent>;
