import type {
  ContextConfigDefault, FastifyBaseLogger, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
  RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import type { EndpointDeclaration } from '@portico/contract/endpoint';
import type { App, TypeBoxTypeProvider } from './type-provider';

/** The Fastify schema an endpoint's declaration stands for (what the type provider reads the request's types from). */
export interface RouteSchemaOf<E extends EndpointDeclaration> extends FastifySchema {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
}

/** A handler whose request and reply are typed from the declaration's schemas. */
export type EndpointHandler<E extends EndpointDeclaration> = RouteHandlerMethod<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault,
  RouteSchemaOf<E>, TypeBoxTypeProvider, FastifyBaseLogger
>;

/**
 * What only the server knows of a route: rate limits, hooks, accepted media types, a preview's right to write, and
 * a description that quotes the server's configuration (its e-mail limits) in place of the declaration's.
 */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'> & { description?: string };

/** The route options of a declaration: its schemas and description, its access, and the server's own options. */
export function routeOptionsOf(endpoint: EndpointDeclaration, { description = endpoint.description, ...options }: ServeOptions = {}) {
  const { operationId, tags, summary, params, query, body, responses, errors, consumes, hidden, access, apiKeyScope } = endpoint;
  return {
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId, tags: [...tags], summary, response: { ...responses },
      // Only the parts the operation has: Fastify warns of a schema that is there but undefined.
      ...(description ? { description } : {}), ...(params ? { params } : {}), ...(query ? { querystring: query } : {}), ...(body ? { body } : {}),
      ...(consumes ? { consumes: [...consumes] } : {}), ...(hidden ? { hide: true } : {}),
      // The operation's own failure codes, beside the shared ones (validation, access): an OpenAPI extension.
      ...(errors?.length ? { 'x-error-codes': [...errors] } : {}),
      // A public operation needs no session: the description says so.
      ...(access === 'public' ? { security: [] } : {}),
      // A firm's system may call it with an API key holding the scope, instead of a person's session.
      ...(apiKeyScope ? { security: [{ UDSLongToken: [] }, { FirmApiKey: [] }], 'x-api-key-scope': apiKeyScope } : {}),
      // A route that reads less than the server's JSON limit says how much: a larger body is 413 PAYLOAD_TOO_LARGE.
      ...(options.bodyLimit ? { 'x-body-limit': options.bodyLimit } : {}),
    },
    config: { ...options.config, auth: access, endpoint },
  };
}

/**
 * Registers the route of one declared operation: method, path, schemas, operation id, tags and summary all come
 * from the declaration (core/contract/endpoint.ts), so the route and what the browser calls cannot drift apart.
 */
export function serve<E extends EndpointDeclaration>(app: App, endpoint: E, handler: EndpointHandler<E>): void;
export function serve<E extends EndpointDeclaration>(app: App, endpoint: E, options: ServeOptions, handler: EndpointHandler<E>): void;
export function serve<E extends EndpointDeclaration>(app: App, endpoint: E, ...rest: [EndpointHandler<E>] | [ServeOptions, EndpointHandler<E>]): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.route({ ...routeOptionsOf(endpoint, options), handler } as never);
}
