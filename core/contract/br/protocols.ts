import { Type } from '@sinclair/typebox';
import { Email, Input, IsoDateTime } from '../common';
import { IdParam, IsoDate, PagedList, PageQueryProps } from './common';

export const PROTOCOL_STATUSES = ['Sent', 'Read'] as const;
export const ProtocolStatus = Type.Union(PROTOCOL_STATUSES.map((s) => Type.Literal(s)));

export const ProtocolParams = Input({ clientId: IdParam, protocolId: IdParam });
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
