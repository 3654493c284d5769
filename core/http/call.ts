import type { Options } from 'ky';
import type { TSchema, Static } from '@sinclair/typebox';
import { fillPath } from '@portico/contract/api-paths';
import { answersFile, type EndpointDeclaration, type EndpointRoute, type SuccessOf } from '@portico/contract/endpoint';
import { withQuery, type HttpClient } from './http-client';

type Part<K extends string, S> = S extends TSchema ? { [P in K]: Static<S> } : { [P in K]?: undefined };

/** What a call sends: the path's parameters, the query and the body, each typed from the declaration's schema. */
export type CallInput<E extends EndpointDeclaration> = Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;

/** A file's bytes (a Buffer on the server) reach the browser as a Blob. */
export type Answer<T> = T extends Uint8Array ? Blob : T;

type CallArgs<E extends EndpointDeclaration> = object extends CallInput<E>
  ? [input?: CallInput<E>, options?: Options]
  : [input: CallInput<E>, options?: Options];

const isRoute = (endpoint: EndpointDeclaration | EndpointRoute): endpoint is EndpointRoute => !('responses' in endpoint);

/**
 * Calls one declared operation (core/contract/endpoint.ts), by its declaration or by its route (core's services:
 * core/contract/routes.ts), and answers the Static type of its success schema: parsed JSON, a Blob for a file, null
 * for an answer without a body. Failures throw ky's HTTPError, as the HttpClient's other calls do.
 */
export async function call<E extends EndpointDeclaration>(http: HttpClient, endpoint: E | EndpointRoute<E>, ...[input, options]: CallArgs<E>): Promise<Answer<SuccessOf<E>>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const url = withQuery(fillPath(endpoint.path, params), query ?? {});
  const response = await http.request(url, { method: endpoint.method, ...(body === undefined ? {} : { json: body }), ...options });
  if (isRoute(endpoint) ? endpoint.file === true : answersFile(endpoint)) return await response.blob() as Answer<SuccessOf<E>>;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as Answer<SuccessOf<E>>;
}
