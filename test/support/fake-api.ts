/// <reference types="vite/client" />
import type { TSchema } from '@sinclair/typebox';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { onTestFinished, vi } from 'vitest';
import { ErrorBodySchema } from '@portico/contract/common';
import { answersFile, successStatusOf, type EndpointDeclaration, type MediaResponse } from '@portico/contract/endpoint';
import { ENDPOINTS as CORE_ENDPOINTS } from '@portico/contract/endpoints';

/**
 * A fake API keyed by contract path, for plugin and shell tests:
 *
 *   const api = fakeApi({ [API.clients]: (req) => ({ clients: [], total: 0, currentItemCount: 0, totalPages: 0 }) });
 *   const kernel = await createTestKernel({ plugins: [feature], api });
 *
 * A handler returns the answer's data (sent with the endpoint's success status) or `reply(status, body)`.
 * Every answer is checked against the contract's schema for its status (ErrorBody for failures), and a call
 * that no handler answers fails the test with its method and path; so does an answer that breaks the contract.
 * Keys are a path template (any method) or "METHOD template". The fake answers fetch (ky) and
 * XMLHttpRequest (uploads) while the test runs.
 */

export interface FakeRequest {
  method: string;
  /** The path as called, e.g. /api/documents/v1/clients/c1/containers. */
  path: string;
  /** The template's parameters, decoded: { clientId: 'c1' }. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, a FormData (uploads), or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

/** What the fake recorded of each call. */
export type FakeCall = FakeRequest;

export class FakeReply {
  constructor(readonly status: number, readonly body: unknown, readonly headers: Record<string, string> = {}) {}
}

/** An answer with a status (and headers, for files). */
export const reply = (status: number, body?: unknown, headers?: Record<string, string>) => new FakeReply(status, body, headers);
/** A failure answer in the contract's ErrorBody shape. */
export const errorReply = (status: number, code: string, message = code) => reply(status, { code, message });

export type FakeHandler = (request: FakeRequest) => unknown | Promise<unknown>;

/** A call that no handler of the test answers (or that the contract does not have). */
export class UnexpectedCallError extends Error {
  override name = 'UnexpectedCallError';
  constructor(readonly method: string, readonly path: string, why: string) {
    super(`Unexpected API call ${method} ${path}: ${why}`);
  }
}

/** A fake answer that the contract's schema refuses. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
  constructor(readonly method: string, readonly path: string, readonly status: number, readonly problems: string[]) {
    super(`The fake answer to ${method} ${path} (${status}) breaks the contract:\n- ${problems.join('\n- ')}`);
  }
}

/** Formats the contract uses; TypeBox checks only registered ones. */
const FORMATS: Record<string, (value: string) => boolean> = {
  'date-time': (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  email: (v) => /^[^\s@]+@[^\s@]+$/.test(v),
  binary: () => true,
};
for (const [name, check] of Object.entries(FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

/** Core's declarations and every feature's (ENDPOINTS of plugins/<ns>/<name>/endpoints.ts or contract.ts): what the server serves. */
function knownEndpoints(): EndpointDeclaration[] {
  const tables = import.meta.glob<Record<string, EndpointDeclaration> | undefined>(['/plugins/*/*/endpoints.ts', '/plugins/*/*/contract.ts'], { eager: true, import: 'ENDPOINTS' });
  return [CORE_ENDPOINTS, ...Object.values(tables)].flatMap((table) => Object.values(table ?? {}));
}

/** The media type of a file answer: the declared one, else HTML for a page and bytes for the rest. */
function fileMediaType(schema: TSchema | MediaResponse): string {
  if ('content' in schema && typeof schema.content === 'object') return Object.keys(schema.content)[0]!;
  return (schema as TSchema).contentMediaType ?? 'application/octet-stream';
}

interface Route {
  method?: string;
  template: string;
  pattern: RegExp;
  names: string[];
}

function route(template: string, method?: string): Route {
  const names: string[] = [];
  const source = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, template, pattern: new RegExp(`^${source}$`), names };
}

function match(r: Route, method: string, path: string): Record<string, string> | null {
  if (r.method && r.method !== method) return null;
  const m = r.pattern.exec(path);
  if (!m) return null;
  return Object.fromEntries(r.names.map((name, i) => [name, decodeURIComponent(m[i + 1]!)]));
}

/** Static segments win over parameters, so /containers/:id/documents is not taken for /containers/:id. */
const specificity = (r: Route) => r.template.split('/').filter((s) => s && !s.startsWith(':')).length;

export interface FakeApiOptions {
  /** The declarations to check against (default: core's and every feature's ENDPOINTS). */
  endpoints?: EndpointDeclaration[];
  /** Milliseconds before an upload's half-way progress event, and again before its answer. */
  uploadDelayMs?: number;
}

export class FakeApi {
  readonly calls: FakeCall[] = [];
  /** Unexpected calls and contract violations, reported when the test finishes. */
  readonly problems: Error[] = [];
  private readonly handlers: Array<{ route: Route; handler: FakeHandler }> = [];
  private readonly endpoints: Array<{ route: Route; endpoint: EndpointDeclaration }>;
  private readonly uploadDelayMs: number;

  constructor(handlers: Record<string, FakeHandler>, options: FakeApiOptions = {}) {
    this.endpoints = (options.endpoints ?? knownEndpoints())
      .map((e) => ({ route: route(e.path, e.method), endpoint: e }))
      .sort((a, b) => specificity(b.route) - specificity(a.route));
    this.uploadDelayMs = options.uploadDelayMs ?? 5;
    for (const [key, handler] of Object.entries(handlers)) this.on(key, handler);
  }

  /** Adds or replaces a handler: "METHOD /path/:param" or "/path/:param". */
  on(key: string, handler: FakeHandler): this {
    const [method, template] = key.includes(' ') ? (key.split(' ', 2) as [string, string]) : [undefined, key];
    const existing = this.handlers.findIndex((h) => h.route.template === template && h.route.method === method);
    const entry = { route: route(template, method), handler };
    if (existing >= 0) this.handlers[existing] = entry;
    else this.handlers.push(entry);
    // The most specific handler answers: more static segments first, then one for the method over one for any.
    this.handlers.sort((a, b) => specificity(b.route) - specificity(a.route) || Number(!a.route.method) - Number(!b.route.method));
    return this;
  }

  /** The problems so far, forgotten (for a test that provokes one on purpose). */
  takeProblems(): Error[] {
    return this.problems.splice(0, this.problems.length);
  }

  /** Answers one request; a problem is recorded, and the answer is a 599 that names it. */
  async handle(request: FakeRequest): Promise<{ status: number; headers: Record<string, string>; text: string | Uint8Array | Blob | null }> {
    this.calls.push(request);
    try {
      return await this.answer(request);
    } catch (error) {
      if (!(error instanceof UnexpectedCallError || error instanceof ContractViolationError)) throw error;
      this.problems.push(error);
      return { status: 599, headers: { 'content-type': 'application/json' }, text: JSON.stringify({ code: 'FAKE_API', message: error.message }) };
    }
  }

  private async answer(request: FakeRequest) {
    const { method, path } = request;
    const known = this.endpoints.find((e) => match(e.route, method, path));
    if (!known) throw new UnexpectedCallError(method, path, 'the contract has no such endpoint');
    const found = this.handlers.map((h) => ({ h, params: match(h.route, method, path) })).find((x) => x.params);
    if (!found) throw new UnexpectedCallError(method, path, 'no handler of the test answers it');
    request.params = match(known.route, method, path)!;
    const result = await found.h.handler(request);
    const { endpoint } = known;
    const { status, body, headers } = result instanceof FakeReply ? result : new FakeReply(successStatusOf(endpoint), result);
    const schema = endpoint.responses[status] ?? (status >= 400 ? ErrorBodySchema : undefined);
    if (!schema) throw new ContractViolationError(method, path, status, [`the contract has no answer with status ${status}`]);
    if (answersFile(endpoint, status)) {
      return { status, headers: { 'content-type': fileMediaType(schema), ...headers }, text: body as string | Uint8Array | Blob };
    }
    checkAnswer(schema as TSchema, body, method, path, status);
    const text = body === undefined || body === null ? null : JSON.stringify(body);
    return { status, headers: { ...(text === null ? {} : { 'content-type': 'application/json' }), ...headers }, text };
  }

  /** The fetch the app's HTTP client (ky) and plain fetch calls meet. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const answer = await this.handle({
      method: request.method, path: url.pathname, params: {}, query: url.searchParams,
      body: text ? JSON.parse(text) : undefined, headers: Object.fromEntries(request.headers),
    });
    return new Response(answer.text as BodyInit | null, { status: answer.status, headers: answer.headers });
  };

  /** An XMLHttpRequest for uploads: half-way progress, then the handler's answer, each after uploadDelayMs. */
  readonly XMLHttpRequest = fakeXhr(this);

  get uploadDelay(): number {
    return this.uploadDelayMs;
  }

  /** Answers fetch and XMLHttpRequest until the test ends; then fails it if anything was unexpected. */
  install(): this {
    vi.stubGlobal('fetch', this.fetch);
    vi.stubGlobal('XMLHttpRequest', this.XMLHttpRequest);
    onTestFinished(() => {
      vi.unstubAllGlobals();
      const problems = this.takeProblems();
      if (problems.length) throw new AggregateError(problems, problems.map((p) => p.message).join('\n'));
    });
    return this;
  }
}

function checkAnswer(schema: TSchema, body: unknown, method: string, path: string, status: number): void {
  body = body === undefined ? null : body;
  if (Value.Check(schema, body)) return;
  const problems = [...Value.Errors(schema, body)].slice(0, 5).map((e) => `${e.path || '(body)'}: ${e.message}`);
  throw new ContractViolationError(method, path, status, problems);
}

function fakeXhr(api: FakeApi) {
  return class FakeXhr {
    upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private aborted = false;
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const url = new URL(this.url, 'http://portal.test');
      const file = [...body.values()].find((v): v is File => v instanceof File);
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ loaded: Math.floor((file?.size ?? 0) / 2) });
        setTimeout(async () => {
          if (this.aborted) return;
          const answer = await api.handle({ method: this.method, path: url.pathname, params: {}, query: url.searchParams, body, headers: this.headers });
          this.status = answer.status;
          this.responseText = typeof answer.text === 'string' ? answer.text : '';
          this.onload?.();
        }, api.uploadDelay);
      }, api.uploadDelay);
    }
  };
}

/** A fake API with the given handlers (see the top of this file). */
export const fakeApi = (handlers: Record<string, FakeHandler> = {}, options?: FakeApiOptions) => new FakeApi(handlers, options);
