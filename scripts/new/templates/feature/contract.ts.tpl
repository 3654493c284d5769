/**
 * __Title__'s API: paths and schemas shared by the server routes and the browser (so no server imports here).
 * Paths name :clientId, which makes them client-scoped: the server's guard checks the caller's access first.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientParams, Input, IsoDateTime, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';

export const __CONST___API = {
  entries: '/api/__apiName__/v1/clients/:clientId/entries',
} as const;

/** One entry of a client company. */
export const __Pascal__Entry = Type.Object({
  id: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  createdAt: IsoDateTime,
});
export type __Pascal__Entry = Static<typeof __Pascal__Entry>;

/** What the browser sends to add one: unknown properties, blank text and numbers out of range are refused (400). */
export const New__Pascal__Entry = Input({
  description: NonBlankText(200),
  quantity: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type New__Pascal__Entry = Static<typeof New__Pascal__Entry>;

export const __Pascal__EntryQuery = Input({ ...PageQueryProps });
export const __Pascal__EntryPage = PagedList(__Pascal__Entry);
export type __Pascal__EntryPage = Static<typeof __Pascal__EntryPage>;

/**
 * One declaration per operation, keyed by its operation id: the server route serves it (`serve`), the browser calls
 * it (`call`), the tests' fake API answers it, and the OpenAPI description shows it.
 */
export const ENDPOINTS = defineEndpoints({
  get__Pascal__Entries: {
    method: 'GET', path: __CONST___API.entries, access: 'session', tags: ['__apiName__'],
    summary: 'The entries of a client company, newest first',
    params: ClientParams, query: __Pascal__EntryQuery, responses: { 200: __Pascal__EntryPage },
  },
  post__Pascal__Entries: {
    method: 'POST', path: __CONST___API.entries, access: 'session', tags: ['__apiName__'],
    summary: 'Add an entry to a client company',
    params: ClientParams, body: New__Pascal__Entry, responses: { 201: __Pascal__Entry },
  },
});
