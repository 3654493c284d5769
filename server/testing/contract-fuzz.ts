/**
 * Contract fuzzing: requests derived from the OpenAPI description (itself generated from the TypeBox contract).
 * fast-check arbitraries come from the JSON schemas of each operation's path, query and body; invalid requests are
 * valid ones with one mutation (wrong type, out of range, missing required, extra property, ...), checked invalid
 * against the same schema with Ajv before they are sent. Answers are checked against the documented responses.
 *
 * Covers the keywords the contract uses: type, properties/required/additionalProperties, enum/const, anyOf/oneOf,
 * minimum/maximum (and exclusive), minLength/maxLength/pattern/format, items/minItems/maxItems.
 */
import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { holdsNul } from '../http/validation';
import { fileNameProblem } from '@portico/contract/file-names';
import { multipartBody } from './test-server';

export type JsonSchema = { [keyword: string]: any };
export type Location = 'path' | 'query' | 'body';

interface OpenApiParameter { in: string; name: string; required?: boolean; schema?: JsonSchema }
interface OpenApiResponse { content?: Record<string, { schema?: JsonSchema }> }
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
  security?: unknown[];
  'x-body-limit'?: number;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  security?: unknown[];
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  public: boolean;
  /** Object schemas assembled from the parameters (query: closed, as every querystring of the contract is). */
  schemas: Record<Location, JsonSchema | null>;
  /** Takes files as multipart/form-data (the body input is then a list of files, not JSON). */
  multipart: boolean;
  /** Takes its body as an HTML form sends it (application/x-www-form-urlencoded), not as JSON. */
  form: boolean;
  responses: Record<string, OpenApiResponse>;
  /** The bytes of body the route reads, when it says it reads less than the server's JSON limit (x-body-limit). */
  bodyLimit?: number;
}

export interface FilePart { name: string; content: Buffer }

/** One to three small text files with names the shared file-name rule accepts. */
export const filesArbitrary: fc.Arbitrary<FilePart[]> = fc.array(fc.record({
  name: fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.constantFrom('txt', 'csv'))
    .map(([stem, ext]) => `${stem}.${ext}`).filter((name) => fileNameProblem(name) === null),
  content: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 200 }).map((text) => Buffer.from(text)),
}), { minLength: 1, maxLength: 3 });

export interface RequestInput { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown }

export interface Mutation {
  kind: string;
  location: Location;
  /** The field the 400 answer must name. */
  field: string;
  /** Where in the location's value, for the report. */
  pointer: string;
  input: RequestInput;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Inlines local `$ref`s (components) so each schema stands alone; drops `$id`s so Ajv can compile copies. */
function standalone(schema: unknown, doc: OpenApiDocument): any {
  if (Array.isArray(schema)) return schema.map((s) => standalone(s, doc));
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as JsonSchema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/components/schemas/')) {
    return standalone(doc.components?.schemas?.[s.$ref.slice('#/components/schemas/'.length)], doc);
  }
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(s)) if (k !== '$id') out[k] = k === 'properties' ? mapValues(v, (p) => standalone(p, doc)) : standalone(v, doc);
  return out;
}
const mapValues = (o: Record<string, unknown>, f: (v: unknown) => unknown) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const paramsIn = (where: string): JsonSchema | null => {
        const params = (op.parameters ?? []).filter((p) => p.in === where);
        if (!params.length) return null;
        return {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, standalone(p.schema ?? {}, doc)])),
          required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
          additionalProperties: false,
        };
      };
      const form = op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
      const json = op.requestBody?.content?.['application/json']?.schema ?? form;
      const multipart = op.requestBody?.content?.['multipart/form-data'] !== undefined;
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        public: Array.isArray(op.security) ? op.security.length === 0 : !(doc.security?.length),
        schemas: { path: paramsIn('path'), query: paramsIn('query'), body: json ? standalone(json, doc) : null },
        multipart,
        form: form !== undefined,
        responses: standalone(op.responses ?? {}, doc),
        ...(op['x-body-limit'] ? { bodyLimit: op['x-body-limit'] } : {}),
      });
    }
  }
  return ops;
}

const newAjv = (coerce: boolean) => {
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: coerce ? 'array' : false, useDefaults: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
};

/** Compiled validators, cached by schema text. Query and path values are strings the server coerces; bodies are not. */
export class Validators {
  private readonly strict = newAjv(false);
  private readonly coercing = newAjv(true);
  private readonly cache = new Map<string, ValidateFunction>();

  get(schema: JsonSchema, coerce = false): ValidateFunction {
    const key = `${coerce}:${JSON.stringify(schema)}`;
    let v = this.cache.get(key);
    if (!v) this.cache.set(key, (v = (coerce ? this.coercing : this.strict).compile(schema)));
    return v;
  }

  valid(schema: JsonSchema, value: unknown, location: Location = 'body'): boolean {
    const coerce = location !== 'body';
    return this.get(schema, coerce)(coerce ? structuredClone(value) : value);
  }
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];

/** Known values (ids seen in answers, the user's client ids) offered for a field name. */
export type KnownValues = (field: string) => readonly unknown[];

export interface ArbitraryOptions {
  location: Location;
  known?: KnownValues;
}

/** Values valid for the schema; huge integers where no maximum is declared, odd characters in free text. */
export function arbitraryOf(schema: JsonSchema, validators: Validators, options: ArbitraryOptions, field = ''): fc.Arbitrary<unknown> {
  const base = rawArbitrary(schema, validators, options, field);
  const known = field && options.known ? options.known(field).filter((v) => validators.valid(schema, v)) : [];
  return known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: base, weight: 1 }) : base;
}

function rawArbitrary(schema: JsonSchema, validators: Validators, options: ArbitraryOptions, field: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) {
    const branches = (union as JsonSchema[]).map((b) => arbitraryOf(b, validators, options, field));
    return schema.oneOf ? fc.oneof(...branches).filter((v) => validators.valid(schema, v)) : fc.oneof(...branches);
  }
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => rawArbitrary({ ...schema, type }, validators, options, field)));
  const leafValid = (v: unknown) => validators.valid(schema, v);
  switch (types[0]) {
    case 'null': return fc.constant(null);
    case 'boolean': return fc.boolean();
    case 'integer': {
      const min = schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : schema.minimum ?? -Number.MAX_SAFE_INTEGER;
      const max = schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.maximum ?? Number.MAX_SAFE_INTEGER;
      const edges = [min, max, Math.min(max, Math.max(min, 0))];
      // Without a maximum, values a database column cannot hold are valid input too.
      if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) edges.push(2 ** 31, 2 ** 53, 1e21, 1e300);
      return fc.oneof(
        { arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, Math.max(min, 0) + 1000) }), weight: 3 },
        { arbitrary: fc.constantFrom(...edges), weight: 1 },
      ).filter(leafValid);
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e300;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e300;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(leafValid);
    }
    case 'string': return stringArbitrary(schema, options)
      .filter((s) => leafValid(s) && !holdsNul(s) && (options.location !== 'path' || routable(s)));
    case 'array': {
      const item = arbitraryOf(schema.items ?? {}, validators, options, field);
      const minLength = schema.minItems ?? 0;
      const maxLength = schema.maxItems ?? 10;
      const small = fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(maxLength, 4)) });
      // Now and then a full array, to reach the limits (e.g. 500 ids in one call).
      return maxLength <= 500
        ? fc.oneof({ arbitrary: small, weight: 19 }, { arbitrary: fc.array(item, { minLength: maxLength, maxLength }), weight: 1 })
        : small;
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set<string>(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryOf(s, validators, options, k)]));
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default: return fc.jsonValue({ maxDepth: 2 }).filter((v) => leafValid(v) && !hasPrototypeKey(v));
  }
}

/** Keys a JSON parser refuses on sight (prototype poisoning): a free-form value with them is not valid input. */
const hasPrototypeKey = (value: unknown): boolean => /"(__proto__|constructor|prototype)"\s*:/.test(JSON.stringify(value) ?? '');

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 300);
  switch (schema.format) {
    case 'date':
    case 'date-time': {
      const date = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });
      return date.map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
    }
    case 'email': return fc.emailAddress().filter((e) => e.length >= minLength && e.length <= maxLength);
    default: break;
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  // Query and path values travel in a URL, which cannot carry lone surrogates; JSON can.
  const units = options.location === 'body'
    ? (['grapheme-ascii', 'grapheme', 'binary-ascii', 'binary'] as const)
    : (['grapheme-ascii', 'grapheme', 'binary-ascii'] as const);
  const short = Math.min(maxLength, minLength + 20);
  return fc.oneof(
    ...units.map((unit) => fc.string({ unit, minLength, maxLength: short })),
    fc.string({ unit: 'grapheme-ascii', minLength: maxLength, maxLength }),
  );
}

/** A path parameter a URL can carry: not empty, and not a dot segment the URL parser would resolve away. */
const routable = (value: unknown) => !['', '.', '..'].includes(String(value));

type Path = Array<string | number>;

/** Every single-step mutation of a valid value that leaves it invalid for the schema. */
export function mutationsOf(input: RequestInput, op: Operation, validators: Validators): Mutation[] {
  const out: Mutation[] = [];
  for (const location of ['path', 'query', 'body'] as const) {
    const schema = op.schemas[location];
    if (!schema) continue;
    const value = input[location];
    const candidates: Array<{ kind: string; path: Path; field: string; change: (root: unknown) => unknown }> = [];
    collect(schema, value, [], location, validators, candidates, location !== 'body' || op.form);
    for (const c of candidates) {
      // A URL has every path parameter and no others.
      if (location === 'path' && (c.kind === 'missing required' || c.kind === 'extra property')) continue;
      const mutated = structuredClone(input);
      mutated[location] = c.change(mutated[location]) as never;
      if (location === 'path' && !Object.values(mutated.path).every(routable)) continue;
      if (validators.valid(schema, mutated[location], location)) continue;
      out.push({ kind: c.kind, location, field: c.field, pointer: [location, ...c.path].join('/'), input: mutated });
    }
  }
  return out;
}

const fieldOf = (path: Path, location: Location) => {
  const named = path.filter((p): p is string => typeof p === 'string');
  return named[named.length - 1] ?? (location === 'body' ? 'body' : location);
};

const setAt = (root: unknown, path: Path, value: unknown): unknown => {
  if (!path.length) return value;
  let node = root as any;
  for (const p of path.slice(0, -1)) node = node[p];
  node[path[path.length - 1]!] = value;
  return root;
};
const getAt = (root: unknown, path: Path): unknown => path.reduce((n: any, p) => n?.[p], root);

function collect(
  schema: JsonSchema, value: unknown, path: Path, location: Location, validators: Validators,
  out: Array<{ kind: string; path: Path; field: string; change: (root: unknown) => unknown }>,
  // Values that travel as text (a URL's, an HTML form's): only mistakes text can carry.
  textual = location !== 'body',
): void {
  const field = fieldOf(path, location);
  const replace = (kind: string, replacement: unknown) =>
    out.push({ kind, path, field, change: (root) => setAt(root, path, structuredClone(replacement)) });
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) {
    const branch = union.find((b) => validators.valid(b, value));
    if (branch) collect(branch, value, path, location, validators, out, textual);
    replace('not one of the choices', typeof value === 'number' ? 987654321 : 'not-one-of-the-choices');
    return;
  }
  const types = typesOf(schema);
  if (path.length || !textual) {
    if (textual) {
      if (types.includes('integer') || types.includes('number')) replace('wrong type', 'not-a-number');
      if (types.includes('integer')) replace('wrong type', '1.5');
      if (types.includes('boolean')) replace('wrong type', 'maybe');
    } else {
      const others: unknown[] = ['text', 12345, 1.5, true, null, [], {}];
      // What a lenient parser would coerce: "12" for 12, "false" for false, false for "false", [x] for x.
      if (typeof value === 'number' || typeof value === 'boolean') others.push(String(value));
      if (typeof value === 'string' && value !== '' && !Number.isNaN(Number(value))) others.push(Number(value));
      if (typeof value === 'string') others.push(false, 0);
      if (value !== null && typeof value !== 'object') others.push([value]);
      for (const other of others) {
        if (!validators.valid(schema, other)) replace(`wrong type (${other === null ? 'null' : Array.isArray(other) ? 'array' : typeof other})`, other);
      }
    }
  }
  if ('const' in schema || Array.isArray(schema.enum)) {
    replace('not one of the choices', typeof value === 'number' ? 987654321 : 'not-one-of-the-choices');
    return;
  }
  if (types.includes('integer') || types.includes('number')) {
    const step = types.includes('integer') ? 1 : 0.5;
    if (schema.maximum !== undefined) replace('above maximum', schema.maximum + step);
    if (schema.exclusiveMaximum !== undefined) replace('above maximum', schema.exclusiveMaximum);
    if (schema.minimum !== undefined) replace('below minimum', schema.minimum - step);
    if (schema.exclusiveMinimum !== undefined) replace('below minimum', schema.exclusiveMinimum);
  }
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) {
      const s = typeof value === 'string' && value.length ? value : 'a';
      replace('too long', s.repeat(Math.ceil((schema.maxLength + 1) / s.length)).slice(0, schema.maxLength + 1));
    }
    if ((schema.minLength ?? 0) > 0) {
      replace('too short', '');
      replace('blank', ' '.repeat(Math.max(schema.minLength, 3)));
    }
    if (schema.pattern !== undefined) for (const bad of ['!?', '   ', 'x\u0000y']) replace('not matching the pattern', bad);
    if (schema.format !== undefined) replace('wrong format', `not-a-${schema.format}`);
  }
  if (types.includes('array') && Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length) {
      replace('too many items', Array.from({ length: schema.maxItems + 1 }, (_, i) => value[i % value.length]));
    }
    if ((schema.minItems ?? 0) > 0) replace('too few items', value.slice(0, schema.minItems - 1));
    if (value.length && schema.items) collect(schema.items, value[0], [...path, 0], location, validators, out, textual);
  }
  if (types.includes('object') && value && typeof value === 'object' && !Array.isArray(value)) {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of (schema.required ?? []) as string[]) {
      out.push({
        kind: 'missing required', path: [...path, name], field: name,
        change: (root) => { delete (getAt(root, path) as Record<string, unknown>)[name]; return root; },
      });
    }
    if (schema.additionalProperties === false) {
      out.push({
        kind: 'extra property', path: [...path, 'unexpectedField'], field: 'unexpectedField',
        change: (root) => { (getAt(root, path) as Record<string, unknown>).unexpectedField = 'x'; return root; },
      });
    }
    for (const [name, propSchema] of Object.entries(props)) {
      if (name in value) collect(propSchema, (value as Record<string, unknown>)[name], [...path, name], location, validators, out, textual);
    }
  }
}

/** The wire form of a request: the path filled in, the query as strings, the body as JSON. */
export function toInject(op: Operation, input: RequestInput, headers: Record<string, string>) {
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(input.path[name])));
  const query = Object.entries(input.query).filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`).join('&');
  if (op.multipart) {
    const { payload, headers: multipartHeaders } = multipartBody((input.body as FilePart[] | undefined) ?? []);
    return { method: op.method as 'GET', url: query ? `${url}?${query}` : url, headers: { ...headers, ...multipartHeaders }, payload };
  }
  const hasBody = op.schemas.body !== null;
  if (hasBody && op.form) {
    // A form's values are text: what is not a string goes as its JSON text, as the query's values do.
    const fields = Object.entries((input.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
    return {
      method: op.method as 'GET', url: query ? `${url}?${query}` : url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
    };
  }
  return {
    method: op.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: JSON.stringify(input.body) ?? 'null' } : {}),
  };
}

/** The documented response for a status: exact, then its range (4XX), then default. */
export function documentedResponse(op: Operation, status: number): OpenApiResponse | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

/** Problems with an answer against the operation's documented responses (empty when it conforms). */
export function answerProblems(
  op: Operation, validators: Validators,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
): string[] {
  const problems: string[] = [];
  const documented = documentedResponse(op, answer.statusCode);
  if (!documented) return [`status ${answer.statusCode} is not documented (${Object.keys(op.responses).join(', ')})`];
  const content = documented.content;
  if (!content || !Object.keys(content).length) {
    if (answer.body.length) problems.push(`status ${answer.statusCode} documents no content but the answer has ${answer.body.length} bytes`);
    return problems;
  }
  const schema = content['application/json']?.schema;
  if (!schema || (schema.type === 'string' && schema.format === 'binary')) return problems;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`status ${answer.statusCode} answered ${type || 'no content type'}, documented application/json`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`status ${answer.statusCode} answered malformed JSON`];
  }
  const validate = validators.get(schema);
  if (!validate(body)) {
    problems.push(`status ${answer.statusCode} body does not match its schema: ${validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
  }
  return problems;
}

/** Ids found in a JSON answer, by the name they were under ("id", "clientId", ...). */
export function harvestIds(value: unknown, into: Map<string, Set<string>>, key = ''): void {
  if (Array.isArray(value)) {
    for (const v of value.slice(0, 50)) harvestIds(v, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) harvestIds(v, into, k);
  } else if (typeof value === 'string' && (key === 'id' || /Id$/.test(key) || /Key$/.test(key)) && /^[A-Za-z0-9_-]{1,64}$/.test(value)) {
    let set = into.get(key);
    if (!set) into.set(key, (set = new Set()));
    if (set.size < 200) set.add(value);
  }
}
