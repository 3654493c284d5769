import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
import { coreMigrations } from '../db/migrations/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { eventually } from '../testing/eventually';
import { defineServerFeature } from '../kit/feature';
import { housekeepingJobs, scheduleHousekeeping } from '../housekeeping';
import type { ServerConfig } from '../config';
import type { BlobStore } from '../storage/blob-store';
import { openJobQueue } from './index';
import { defineJob, type JobQueue, type JobRun } from './queue';

const POLL_MS = 500;

/** Two instances over one database (PostgreSQL under DATABASE_URL, else one SQLite file): two handles, two queues. */
let dataDir: string;
let pgDb: TestDatabase | undefined;
let handles: DatabaseHandle[] = [];
let queues: JobQueue[] = [];
const errors: unknown[] = [];

beforeEach(async () => {
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-jobs-'));
  pgDb = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
  handles = [openDatabase({ dataDir, databaseUrl: pgDb?.url }), openDatabase({ dataDir, databaseUrl: pgDb?.url })];
  await migrateToLatest(handles[0]!.db, coreMigrations);
  queues = handles.map((handle) => openJobQueue(handle, POLL_MS, (error) => errors.push(error)));
});

afterEach(async () => {
  for (const queue of queues) await queue.stop();
  for (const handle of handles) await handle.close();
  await pgDb?.drop();
  await fsp.rm(dataDir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});

const both = async (fn: (queue: JobQueue) => Promise<unknown>) => { for (const queue of queues) await fn(queue); };

describe('job queue (two instances over one database)', () => {
  it('runs each job once when two workers poll together', async () => {
    const runs: number[] = [];
    const job = defineJob({
      name: 'test.count', payload: Type.Object({ n: Type.Integer() }), retryLimit: 0, retryDelaySeconds: 1,
      handler: async ({ n }) => { runs.push(n); },
    });
    await both((queue) => queue.define(job));
    for (let n = 0; n < 30; n++) await queues[n % 2]!.send(job, { n });
    await both((queue) => queue.work());
    await eventually(() => runs.length >= 30);
    await both((queue) => queue.stop());
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('retries a failing job with back-off, keeps it failed with its error, and runs it again on retry', async () => {
    const attempts: JobRun[] = [];
    const gaveUp: string[] = [];
    let healthy = false;
    const job = defineJob({
      name: 'test.flaky', payload: Type.Object({ id: Type.String() }), retryLimit: 2, retryDelaySeconds: 0.2,
      handler: async (_payload, run) => {
        attempts.push(run);
        if (!healthy) throw new Error(`refused on attempt ${run.attempt}`);
      },
      onGiveUp: async ({ id }) => { gaveUp.push(id); },
    });
    await both((queue) => queue.define(job));
    const id = await queues[0]!.send(job, { id: 'x' });
    await both((queue) => queue.work());
    const [failed] = await eventually(async () => { const list = await queues[1]!.failed(); return list.length ? list : undefined; });
    expect(failed).toMatchObject({ id, kind: 'test.flaky', tries: 3, lastError: 'refused on attempt 3' });
    // Queued outside any request: no request id.
    expect(attempts.map(({ attempt, lastAttempt, requestId }) => ({ attempt, lastAttempt, requestId })))
      .toEqual([{ attempt: 1, lastAttempt: false, requestId: undefined }, { attempt: 2, lastAttempt: false, requestId: undefined }, { attempt: 3, lastAttempt: true, requestId: undefined }]);
    expect(gaveUp).toEqual(['x']);

    healthy = true;
    expect(await queues[1]!.retry(id)).toBe(true);
    await eventually(() => attempts.length === 4);
    await eventually(async () => (await queues[0]!.failed()).length === 0);
    expect(await queues[0]!.retry(id)).toBe(false);
  });

  it("leaves a scheduled run of a kind it does not define to the instance that defines it", async () => {
    let runs = 0;
    const job = defineJob({ name: 'test.elsewhere', payload: Type.Object({}), retryLimit: 0, retryDelaySeconds: 1, handler: async () => { runs += 1; } });
    // Instance 1 knows the schedule (its row, say, from a variant that enables the feature) but defines no such kind.
    await queues[0]!.define(job);
    await queues[0]!.schedule(job, 3600_000);
    await queues[1]!.schedule(job, 3600_000);
    const [before] = await handles[0]!.db.selectFrom('jobSchedules').selectAll().execute();
    // Its first poll happens in work(); stop() waits for it.
    await queues[1]!.work();
    await queues[1]!.stop();
    expect(errors).toEqual([]);
    expect(await handles[1]!.db.selectFrom('jobSchedules').selectAll().execute()).toEqual([before]);
    await queues[0]!.work();
    await eventually(() => runs === 1);
    expect(await queues[1]!.count('queued')).toEqual({});
  });

  it('counts the jobs in a state by kind, across the instances', async () => {
    const later = defineJob({ name: 'test.later', payload: Type.Object({}), retryLimit: 0, retryDelaySeconds: 1, handler: async () => undefined });
    const broken = defineJob({ name: 'test.broken', payload: Type.Object({}), retryLimit: 0, retryDelaySeconds: 1, handler: async () => { throw new Error('no'); } });
    await both(async (queue) => { await queue.define(later); await queue.define(broken); });
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    for (let n = 0; n < 3; n++) await queues[n % 2]!.send(later, {}, { startAfter: tomorrow });
    await queues[1]!.send(broken, {});
    await queues[0]!.send(broken, {});
    expect(await queues[0]!.count('queued')).toEqual({ 'test.later': 3, 'test.broken': 2 });
    await both((queue) => queue.work());
    await eventually(async () => (await queues[1]!.count('failed'))['test.broken'] === 2);
    expect(await queues[0]!.count('queued')).toEqual({ 'test.later': 3 });
    expect(await queues[0]!.count('active')).toEqual({});
  });

  it('runs a scheduled housekeeping run once across two workers', async () => {
    let runs = 0;
    const feature = defineServerFeature({ id: 'test.tidy', housekeeping: async () => { runs += 1; return 1; } });
    const ctx = { db: handles[0]!.db, blobs: {} as BlobStore, config: {} as ServerConfig };
    const log = { info: () => undefined };
    for (const queue of queues) {
      await scheduleHousekeeping(queue, housekeepingJobs([feature], ctx, log));
      await queue.work();
    }
    await eventually(() => runs >= 1);
    // Both workers keep claiming due runs: several rounds later the run is still the one.
    const [schedule] = await handles[1]!.db.selectFrom('jobSchedules').selectAll().execute();
    expect(schedule).toMatchObject({ kind: 'housekeeping.test.tidy' });
    await new Promise((resolve) => setTimeout(resolve, 4 * POLL_MS));
    expect(runs).toBe(1);
  });
});
