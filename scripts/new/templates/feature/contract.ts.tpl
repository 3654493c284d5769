/**
 * __Title__'s API: paths and schemas shared by the server routes and the browser (so no server imports here).
 * Paths name :clientId, which makes them client-scoped: the server's guard checks the caller's access first.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Input, IsoDateTime, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';
import { endpoint, type Endpoint } from '@portico/contract/endpoints';

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

/** Each path with the schema of its answers: the tests' fake API (test/support/fake-api.ts) checks its answers against these. */
export const ENDPOINTS: Endpoint[] = [
  endpoint('GET', __CONST___API.entries, { 200: __Pascal__EntryPage }),
  endpoint('POST', __CONST___API.entries, { 201: __Pascal__Entry }),
];
