import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaControllerOptions } from 'fastify/types/schema';

type Factory = ReturnType<typeof SerializerSelector>;
type Compiler = ReturnType<Factory>;
type Serializer = ReturnType<Compiler>;

const fromSchemas = SerializerSelector();

/**
 * Fastify compiles every route's response serializers (fast-json-stringify) as the route is registered: about
 * 40 % of building the app, for answers most processes never send (a test file calls a handful of its hundreds
 * of routes). Here each is compiled when its answer is first sent, once per response schema in the process (the
 * schemas are the contract's module-level objects, so the servers a test worker builds one after another share
 * them). The portal adds no shared schemas (addSchema), so a schema alone decides its serializer.
 */
function buildSerializer(externalSchemas: unknown, options: Parameters<Factory>[1]): Compiler {
  const compile = fromSchemas(externalSchemas, options);
  const shareable = !externalSchemas || Object.keys(externalSchemas).length === 0;
  return (route) => {
    let serializer: Serializer | undefined;
    return (doc) => {
      serializer ??= shareable ? compiledFor(route, compile) : compile(route);
      return serializer(doc);
    };
  };
}

const compiled = new WeakMap<object, Serializer>();

function compiledFor(route: Parameters<Compiler>[0], compile: Compiler): Serializer {
  const schema = route.schema;
  if (typeof schema !== 'object' || schema === null) return compile(route);
  let serializer = compiled.get(schema);
  if (!serializer) {
    serializer = compile(route);
    compiled.set(schema, serializer);
  }
  return serializer;
}

/** Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const serializerFactory = buildSerializer as unknown as NonNullable<FastifySchemaControllerOptions['compilersFactory']>['buildSerializer'];
