import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import type { ServerFeature } from './kit/feature';
import type { BlobStore } from './storage/blob-store';
import type { ServerConfig } from './config';

/** How often the enabled features clean up while the server runs (and once at start-up). */
export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Runs every enabled feature's clean-up once; one feature's failure is logged and does not stop the others. */
export async function runHousekeeping(
  features: readonly ServerFeature[], ctx: { db: Db; blobs: BlobStore; config: ServerConfig }, log: Pick<FastifyBaseLogger, 'info' | 'error'>, now = new Date(),
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const feature of features) {
    if (!feature.housekeeping) continue;
    try {
      removed[feature.id] = await feature.housekeeping({ ...ctx, now });
      if (removed[feature.id]) log.info({ feature: feature.id, removed: removed[feature.id] }, 'housekeeping');
    } catch (error) {
      log.error({ err: error, feature: feature.id }, 'housekeeping failed');
    }
  }
  return removed;
}

/**
 * Housekeeping now and every interval after, one run at a time; the timer never keeps the process alive.
 * The stop function waits for a run in progress, so the database is not closed under it.
 */
export function scheduleHousekeeping(run: () => Promise<unknown>, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => Promise<void> {
  const settle = () => run().then(() => undefined, () => undefined);
  let running = settle();
  const timer = setInterval(() => { running = running.then(settle); }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
