import ky, { type KyInstance, type Options } from 'ky';
import { API, authorizationHeader } from '@portico/contract/api-paths';
import type { TokenStore } from '../session/token-store';

/** 401s on these URLs never end the session (spec 000 §8). */
export function ignoresUnauthorized(url: string): boolean {
  const parsed = new URL(url, 'http://portal.invalid');
  return (
    parsed.searchParams.has('__ignore_codes__') ||
    /\/signatures?\//.test(parsed.pathname) ||
    (parsed.pathname.startsWith('/api/storage/') && parsed.searchParams.has('token'))
  );
}

export type SessionLostHandler = (reason: 'unauthorized' | 'forbidden-session') => void;

/**
 * ky with the session token added and the spec's logout rules: any 401 (bar the exemptions) and a 403
 * on the session-and-bindings request report the session as lost.
 */
export class HttpClient {
  readonly api: KyInstance;
  private sessionLost?: SessionLostHandler;

  /** `fetch` replaces the network (a check that must not reach one); the default is the global fetch. */
  constructor(
    private readonly tokens: TokenStore,
    private readonly baseUrl: string = globalThis.location?.origin ?? 'http://localhost',
    fetch?: typeof globalThis.fetch,
  ) {
    this.api = ky.create({
      prefixUrl: baseUrl,
      ...(fetch ? { fetch } : {}),
      retry: 0,
      timeout: 60_000,
      hooks: {
        beforeRequest: [
          (request) => {
            const token = this.tokens.longToken;
            if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', authorizationHeader(token));
          },
        ],
        afterResponse: [(request, _options, response) => this.checkSession(request.url, response.status)],
      },
    });
  }

  /** Registered by the sign-in layer; removing it (undefined) is how logout drops the interceptor. */
  onSessionLost(handler: SessionLostHandler | undefined): void {
    this.sessionLost = handler;
  }

  /** For answers that did not go through ky (XMLHttpRequest uploads): applies the same logout rules. */
  reportResponse(url: string, status: number): void {
    this.checkSession(new URL(url, this.baseUrl).href, status);
  }

  private checkSession(url: string, status: number): void {
    if (status === 401 && !ignoresUnauthorized(url)) this.sessionLost?.('unauthorized');
    if (status === 403 && new URL(url).pathname === API.session) this.sessionLost?.('forbidden-session');
  }

  /** Any method, the answer as it came (the typed `call` reads it by the operation's declaration). */
  request(path: string, options: Options): Promise<Response> {
    return this.api(strip(path), options);
  }
  get<T>(path: string, options?: Options): Promise<T> {
    return this.api.get(strip(path), options).json<T>();
  }
  post<T>(path: string, json?: unknown, options?: Options): Promise<T> {
    return this.api.post(strip(path), { json, ...options }).json<T>();
  }
  put<T>(path: string, json?: unknown, options?: Options): Promise<T> {
    return this.api.put(strip(path), { json, ...options }).json<T>();
  }
  patch<T>(path: string, json?: unknown, options?: Options): Promise<T> {
    return this.api.patch(strip(path), { json, ...options }).json<T>();
  }
  delete(path: string, options?: Options): Promise<Response> {
    return this.api.delete(strip(path), options);
  }
}

/** ky's prefixUrl forbids a leading slash; callers write API paths as the spec does. */
function strip(path: string): string {
  return path.startsWith('/') ? path.slice(1) : path;
}

/**
 * Query building of spec 001 §7: arrays repeat the parameter, objects travel as JSON,
 * empty values are skipped but 0 is kept.
 */
export function buildQuery(params: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(key, String(v)));
    else if (typeof value === 'object') query.append(key, JSON.stringify(value));
    else query.append(key, String(value));
  }
  return query;
}

/** The path with its buildQuery query, or the bare path when every parameter is left out. */
export function withQuery(path: string, params: Record<string, unknown>): string {
  const query = buildQuery(params).toString();
  return query ? `${path}?${query}` : path;
}
