import FindMyWay from 'find-my-way';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { EndpointDeclaration } from '@portico/contract/endpoint';
import type { RouteAccess } from './context';
import { isApiPath } from './api-path';
import type { App } from './type-provider';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  previewAllowed: boolean;
  /** The declaration the route serves (`serve`), if any: the endpoint test pairs them. */
  endpoint: EndpointDeclaration | undefined;
  schema: FastifySchema | undefined;
}

type Registered = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

const ACCESS: ReadonlySet<RouteAccess> = new Set(['public', 'session', 'staff', 'firm-admin']);
const methodsOf = (route: Registered) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Every route the server registers, as Fastify's onRoute hook reports it, plugins' routes included.
 * Access is read from each route's final options (a plugin's own onRoute hook may still set it) and
 * checked when the server gets ready: an unknown level, or a public route that names a client, stops
 * the start. API routes are also indexed by method, so a request with another method gets 405 and `Allow`.
 */
export class RouteTable {
  private readonly registered: Registered[] = [];
  private readonly router = FindMyWay();
  private readonly methods = new Set<string>();

  /** Installed first, before any plugin registers a route. */
  static install(app: App): RouteTable {
    const table = new RouteTable();
    app.addHook('onRoute', (route) => table.add(route));
    app.addHook('onReady', async () => table.check());
    return table;
  }

  add(route: Registered): void {
    this.registered.push(route);
    if (!isApiPath(route.url)) return;
    for (const method of methodsOf(route)) {
      if (this.router.hasRoute(method as FindMyWay.HTTPMethod, route.url)) continue;
      this.methods.add(method);
      this.router.on(method as FindMyWay.HTTPMethod, route.url, () => undefined);
    }
  }

  get entries(): RouteEntry[] {
    return this.registered.flatMap((route) => methodsOf(route).map((method) => ({
      method,
      url: route.url,
      access: route.config?.auth ?? 'session',
      previewAllowed: route.config?.previewAllowed === true,
      endpoint: route.config?.endpoint,
      schema: route.schema,
    })));
  }

  check(): void {
    for (const { method, url, access } of this.entries) {
      if (!ACCESS.has(access)) throw new Error(`Route ${method} ${url}: unknown auth "${String(access)}"`);
      if (access === 'public' && url.includes(':clientId')) throw new Error(`Route ${method} ${url} names a client and cannot be public`);
    }
  }

  /** The methods an API path is routed for, sorted. */
  allowed(pathname: string): string[] {
    return [...this.methods].filter((m) => this.router.find(m as FindMyWay.HTTPMethod, pathname) !== null).sort();
  }
}
