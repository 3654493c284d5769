import type { FastifyContextConfig, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from './type-provider';

/** Strict CSP: scripts only from our origin, no inline script or style but the page's own by hash, no plugins, no framing, no <base>. */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes through CSSOM, which CSP does not restrict; stylesheets stay same-origin,
        // but for the page's own inline rules (first paint, firm colours), allowed by hash (allowInlineStyles).
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        // The xlsx writer compresses in a worker it creates from a blob URL.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The security headers as name/value pairs, for answers written before any route or hook runs
 * (a malformed request line, headers too large): the same set every other answer carries.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(helmetOptions(production))({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/**
 * Allows a page's own <style> elements (index.html's first-paint rules) by their hash in this answer's CSP,
 * so the style source stays closed to any other inline style.
 */
export function allowInlineStyles(reply: FastifyReply, html: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  const hashes = [...html.matchAll(INLINE_STYLE)].map(([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
  if (hashes.length > 0) reply.header('content-security-policy', csp.replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`));
}

/**
 * Every answer carries the security headers. They do not vary by request, so helmet computes them once here:
 * @fastify/helmet built helmet's middleware again for each request (14% of the server's CPU under load on the
 * documents list, bench/server).
 */
export async function installSecurityHeaders(app: App, production: boolean): Promise<void> {
  const headers = securityHeaders(production);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export interface RateLimitOptions {
  max?: number;
  timeWindowMs?: number;
}

/**
 * Route config for sign-in calls: `app.post(path, { config: { ...signInRateLimit() }, ... })`.
 * Over the limit the caller gets 429 RATE_LIMITED with Retry-After.
 */
export function signInRateLimit(options: RateLimitOptions = {}): Pick<FastifyContextConfig, 'rateLimit'> {
  return { rateLimit: { max: options.max ?? 10, timeWindow: options.timeWindowMs ?? 60_000 } };
}
