/** Delivery protocols of documents the firm sent: paths, schemas and error codes. Browser-safe. */
import { Type } from '@sinclair/typebox';
import { Email, Id, Input, IsoDate, IsoDateTime, PagedList, PageQueryProps } from '@portico/contract/common';

export const PROTOCOLS_API = {
  protocols: '/api/br-protocols/v1/clients/:clientId/protocols',
  protocolDocument: '/api/br-protocols/v1/clients/:clientId/protocols/:protocolId/document',
} as const;

export const PROTOCOL_ERROR_CODES = ['PROTOCOL_NOT_FOUND'] as const;

export const PROTOCOL_STATUSES = ['Sent', 'Read'] as const;
export const ProtocolStatus = Type.Union(PROTOCOL_STATUSES.map((s) => Type.Literal(s)));

export const ProtocolParams = Input({ clientId: Id, protocolId: Id });
export const ProtocolsQuery = Input({
  ...PageQueryProps,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  status: Type.Optional(ProtocolStatus),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
/** Delivery protocol: proof that the firm delivered a document to the client, and when it was read. */
export const Protocol = Type.Object({
  id: Type.String(),
  number: Type.String(),
  documentName: Type.String(),
  department: Type.String(),
  sentAt: IsoDateTime,
  sentBy: Type.String(),
  recipientEmail: Email,
  status: ProtocolStatus,
  readAt: Type.Union([IsoDateTime, Type.Null()]),
});
export const ProtocolPage = PagedList(Protocol);
