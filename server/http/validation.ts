import { AjvCompiler } from '@fastify/ajv-compiler';
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
