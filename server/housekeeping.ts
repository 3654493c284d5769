import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import type { ServerFeature } from './kit/feature';
import type { BlobStore } from './storage/blob-store';
import type { ServerConfig } from './config';
import { defineJob, type JobKind, type JobQueue } from './jobs/queue';

/** How often each enabled feature cleans up (the first run at the first start on a database). */
export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** One job kind per feature's clean-up, so one that fails is retried alone: `housekeeping.<feature id>`. */
export function housekeepingJobs(
  features: readonly ServerFeature[], ctx: { db: Db; blobs: BlobStore; config: ServerConfig }, log: Pick<FastifyBaseLogger, 'info'>,
): JobKind<any>[] {
  return features.flatMap((feature) => {
    const { housekeeping } = feature;
    if (!housekeeping) return [];
    return [defineJob({
      name: `housekeeping.${feature.id}`,
      payload: Type.Object({}),
      retryLimit: 3,
      retryDelaySeconds: 60,
      handler: async () => {
        const removed = await housekeeping({ ...ctx, now: new Date() });
        // Every run, its count even when 0: which instance ran which feature's clean-up, and that it ran once.
        log.info({ feature: feature.id, removed }, 'housekeeping');
      },
    })];
  });
}

/** Defines the clean-up jobs and schedules each every `everyMs`, once across all instances. */
export async function scheduleHousekeeping(queue: JobQueue, jobs: readonly JobKind<any>[], everyMs = HOUSEKEEPING_INTERVAL_MS): Promise<void> {
  for (const job of jobs) {
    await queue.define(job);
    await queue.schedule(job, everyMs);
  }
}
