import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ENDPOINTS } from '@portico/contract/endpoints';
import type { PoolGauges } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { AppError } from './errors';
import { serve } from './serve';
import type { App } from './type-provider';

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** Same length and bytes, compared in constant time: the token must not leak through the answer's timing. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics for a scraper holding `token` (Authorization: Bearer …): the request
 * histogram by route pattern (never the raw URL, so ids do not explode the label set), the process's default
 * metrics, the failed jobs, the queue's depth by kind and, on PostgreSQL, the pool. One registry per app, so test servers in one process do not collide.
 * Without a token the metrics are off (404).
 */
export function installMetrics(
  app: App, options: { token: string | undefined; pool?: PoolGauges | undefined; jobs?: Pick<JobQueue, 'count'> },
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched requests (the portal's pages, probes) share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  const { pool } = options;
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });
    gauge('portico_db_pool_connections', 'PostgreSQL connections open', pool.size);
    gauge('portico_db_pool_idle', 'PostgreSQL connections idle', pool.idle);
    gauge('portico_db_pool_waiting', 'Requests waiting for a PostgreSQL connection', pool.waiting);
  }
  const { jobs } = options;
  if (jobs) {
    const seenKinds = new Set<string>();
    // Counted in the database at each scrape (one grouped count each), never by reading the jobs.
    new Gauge({
      name: 'portico_jobs_failed', help: 'Jobs that failed after their last retry and wait for an administrator',
      registers: [registry],
      async collect() { this.set(Object.values(await jobs.count('failed')).reduce((sum, n) => sum + n, 0)); },
    });
    new Gauge({
      name: 'portico_jobs_waiting', help: 'Jobs queued and not yet taken by a worker (due or later: a retry, a start time), by kind',
      labelNames: ['kind'] as const, registers: [registry],
      async collect() {
        const waiting = await jobs.count('queued');
        // A kind whose backlog emptied reads 0 from then on, rather than its last figure.
        for (const kind of seenKinds) this.set({ kind }, waiting[kind] ?? 0);
        for (const [kind, n] of Object.entries(waiting)) { seenKinds.add(kind); this.set({ kind }, n); }
      },
    });
  }
  const { token } = options;
  serve(app, ENDPOINTS.getMetrics, async (request, reply) => {
    // Answered here, not by the portal's page fallback: a scraper gets a clear 404 while metrics are off.
    if (!token) throw new AppError(404, 'NOT_FOUND', 'Metrics are off: set PORTICO_METRICS_TOKEN to serve them');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) throw new AppError(401, 'TOKEN_INVALID', 'Send the metrics token as Authorization: Bearer');
    return reply.type(PROMETHEUS_TEXT).send(await registry.metrics());
  });
  return registry;
}
