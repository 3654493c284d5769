import { Type, type Static } from '@sinclair/typebox';
import { CompanyId, Id, Input } from './common';

/** Pages past this would start beyond any OFFSET the databases take (MAX_INT32 at the largest page size). */
export const MAX_CLIENT_PAGE_NUM = 2_000_000;

export const Client = Type.Object({
  id: Id,
  name: Type.String(),
  displayAs: Type.String({ description: 'name, plus " (nickname)" when includeNickname is on and a nickname exists' }),
  nickname: Type.Union([Type.String(), Type.Null()]),
  initials: Type.String(),
  cnpj: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const ClientListQuery = Input({
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 25 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CLIENT_PAGE_NUM, default: 1 })),
  searchTerm: Type.Optional(Type.String({ maxLength: 200 })),
  includeNickname: Type.Optional(Type.Boolean({ default: false })),
  companyId: Type.Optional(CompanyId),
  clientId: Type.Optional({ ...Id, description: 'Only this client, if the user may access it: the portal finds a remembered choice beyond its startup page' }),
});

export const ClientListResponse = Type.Object({
  clients: Type.Array(Client),
  total: Type.Integer(),
  currentItemCount: Type.Integer(),
  totalPages: Type.Integer(),
});

export type Client = Static<typeof Client>;
export type ClientListQuery = Static<typeof ClientListQuery>;
export type ClientListResponse = Static<typeof ClientListResponse>;
