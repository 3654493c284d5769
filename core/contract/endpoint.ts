import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation: anyone, any live session, a firm staff session, or staff whose role is administrator
 * ('firm-admin'). A staff operation's :clientId must be a client of the staff member's own firm.
 */
export type EndpointAccess = 'public' | 'session' | 'staff' | 'firm-admin';

/** What a firm's API key may be allowed to do (its practice-management or ERP system, without a person). */
export const API_KEY_SCOPES = ['contacts', 'documents', 'news', 'protocols', 'certificates'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** An answer described by media type (a logo in SVG), where a plain schema would say JSON. */
export interface MediaResponse<T extends TSchema = TSchema> {
  description: string;
  content: Record<string, { schema: T }>;
}

export type ResponseSchema = TSchema | MediaResponse;

/** Answers by status; a page outside /api names its refusals by range (the API description adds them to /api ones). */
export interface Responses {
  [status: number]: ResponseSchema;
  '4xx'?: TSchema;
  '5xx'?: TSchema;
}

/**
 * One operation of the API, declared once: the route serves it (`serve` of @portico/plugin-server), the browser
 * calls it (`call` of @portico/plugin), the tests' fake API answers it, and the OpenAPI description shows it.
 * Failures (4xx, 5xx) answer ErrorBody unless `responses` names another schema for that status; `errors` lists
 * the machine codes the operation may answer besides the shared ones (validation, access).
 */
export interface EndpointDeclaration {
  /** Unique over the whole API: a generated client's method name. */
  operationId: string;
  method: HttpMethod;
  /** Fastify's ":param" syntax, from the feature's path table. */
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  responses: Responses;
  errors?: readonly string[];
  access: EndpointAccess;
  /**
   * A 'staff' operation a firm's own system may also call with an API key (header X-Api-Key) that holds this scope;
   * without it, a key is refused here.
   */
  apiKeyScope?: ApiKeyScope;
  /** Request media types other than JSON (the OpenAPI shows a multipart upload's parts). */
  consumes?: readonly string[];
  /** Left out of the OpenAPI description (an HTML page, a file behind a link's own token). */
  hidden?: boolean;
}

/** An operation as written in a feature's table: its id is its key there. */
export type EndpointEntry = Omit<EndpointDeclaration, 'operationId'>;

/**
 * A feature's operations, keyed by operation id (`ENDPOINTS.getContainers`). The literal types of each entry's
 * schemas are kept, so the route's request and the client's answer are typed from them.
 */
export function defineEndpoints<const T extends Record<string, EndpointEntry>>(table: T): { readonly [K in keyof T]: T[K] & { operationId: K & string } } {
  return Object.fromEntries(Object.entries(table).map(([operationId, entry]) => [operationId, { ...entry, operationId }])) as never;
}

type StaticOf<S> = S extends MediaResponse<infer T> ? Static<T> : S extends TSchema ? Static<S> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the Static type of the operation's 2xx schemas. */
export type SuccessOf<E extends EndpointDeclaration> = {
  [S in keyof E['responses']]: S extends SuccessStatus ? StaticOf<E['responses'][S]> : never
}[keyof E['responses']];

/** The smallest 2xx status an operation answers: the fake API's default. */
export const successStatusOf = (endpoint: EndpointDeclaration): number =>
  Math.min(...Object.keys(endpoint.responses).map(Number).filter((s) => s < 300));

/** A success answer that is a file's bytes (format binary, or a media type other than JSON). */
export function answersFile(endpoint: EndpointDeclaration, status = successStatusOf(endpoint)): boolean {
  const schema = endpoint.responses[status];
  if (!schema) return false;
  if ('content' in schema && typeof schema.content === 'object') return !('application/json' in (schema as MediaResponse).content);
  return (schema as TSchema).format === 'binary' || (schema as TSchema).contentMediaType !== undefined;
}

/**
 * What the browser needs to call a declared operation (its method, its path, whether it answers a file), typed by
 * the declaration `E` without carrying its schemas: core's services call through these (core/contract/routes.ts), as
 * they load before the first render and the declarations bring TypeBox with them.
 */
export interface EndpointRoute<E extends EndpointDeclaration = EndpointDeclaration> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly file?: boolean;
  /** Only the type: the declaration the route belongs to. */
  readonly declaration?: E;
}
