import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig } from 'fastify';
import { AppError } from './errors';
import type { App } from './type-provider';

/** Strict CSP: scripts only from our origin, nothing inline, no plugins, no framing, no <base>. */
export async function installSecurityHeaders(app: App, production: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes through CSSOM, which CSP does not restrict; stylesheets stay same-origin.
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
  });
  // Limits are opt-in per route (sign-in calls), through signInRateLimit().
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many attempts; retry in ${context.after}`),
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
