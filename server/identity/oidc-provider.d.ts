// The minimal surface of oidc-provider 9 that Portico uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    host: string;
    get(field: string): string;
    /** Koa's cookie jar (the `cookies` package); `signed` defaults to true, as the provider has keys. */
    cookies: { get(name: string, options?: { signed?: boolean }): string | undefined };
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      provider: Provider;
    };
  }

  /** The Koa context as a middleware added with Provider.use sees it. */
  export interface KoaMiddlewareContext {
    method: string;
    path: string;
    status: number;
    response: { headers: Record<string, unknown> };
    get(field: string): string;
    set(field: string, value: string): void;
    remove(field: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface SessionInstance {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string }>;
    destroy(): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    issuer: string;
    Grant: {
      new (properties: { clientId: string; accountId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    Session: { get(ctx: KoaContextWithOIDC): Promise<SessionInstance> };
    createContext(req: IncomingMessage, res: ServerResponse): {
      cookies: { set(name: string, value: string | null, options?: Record<string, unknown>): void };
    };
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(middleware: (ctx: KoaMiddlewareContext, next: () => Promise<void>) => Promise<void>): this;
  }
}
