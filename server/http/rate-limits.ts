import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { AppError } from './errors';
import { RateCounters } from './rate-counters';
import type { App } from './type-provider';

/**
 * @fastify/rate-limit with its counts in the database (RateCounters) instead of each process's memory, so a
 * limit holds across all instances. Limits are opt-in per route (sign-in calls), through signInRateLimit().
 */
export async function installRateLimits(app: App, counters: RateCounters): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: storeClass(counters, 'all'),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many attempts; retry in ${context.after}`),
  });
}

/** The plugin constructs its store itself; each route's child counts under the route's own keys. */
function storeClass(counters: RateCounters, scope: string) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(`rate:${scope}:${key}`, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - counters.clock()) }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo (its types name the route options themselves).
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const Child = storeClass(counters, `${String(route?.method)} ${route?.url}`);
      return new Child();
    }
  };
}
