import { AjvCompiler } from '@fastify/ajv-compiler';
import { badRequest } from './errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifySchemaCompiler, FastifySchemaControllerOptions } from 'fastify/types/schema';

type Compile = FastifySchemaCompiler<unknown>;
interface PoolOptions { customOptions?: object; plugins?: unknown[]; onCreate?: unknown }

const COMMON = { removeAdditional: false, useDefaults: true, allErrors: true };
const fromPool = AjvCompiler() as unknown as (externalSchemas: object, options: PoolOptions) => Compile;

/**
 * JSON bodies are validated strictly: a string is not a number and `false` is not a string. Paths,
 * query strings and headers arrive as text, so there (and only there) values are coerced to the
 * schema's type, and a repeated query parameter becomes an array where the schema wants one.
 */
function buildValidator(externalSchemas: object, options: PoolOptions = {}): Compile {
  const strict = fromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...COMMON, coerceTypes: false } });
  const textual = fromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, ...COMMON, coerceTypes: 'array' } });
  return (route: FastifyRouteSchemaDef<unknown>) => (route.httpPart === 'body' ? strict : textual)(route);
}

/** Fastify's `schemaController.compilersFactory.buildValidator` (its types describe the pool, not this call). */
export const validatorFactory = buildValidator as unknown as NonNullable<FastifySchemaControllerOptions['compilersFactory']>['buildValidator'];

/** The API-wide text rule (stated in the OpenAPI description): no string holds U+0000. */
export const holdsNul = (text: string) => text.includes('\u0000');

/** The first string under `value` holding U+0000, as a JSON pointer, or null. */
function nulAt(value: unknown, pointer: string): string | null {
  if (typeof value === 'string') return holdsNul(value) ? pointer : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = holdsNul(key) ? `${pointer}/${key}` : nulAt(inner, `${pointer}/${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * No text the API takes may hold U+0000: PostgreSQL cannot store it and no user types it. Checked on
 * every part of a request that passed schema validation (the first preHandler, before any query),
 * answered like any other validation failure, naming the field.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
    const field = nulAt(value, part);
    if (field) throw badRequest('VALIDATION_FAILED', 'The request does not match the API description', [`${field} must not contain U+0000`]);
  }
}
