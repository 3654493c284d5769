import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Where the queue and the handlers write their lines: the server's log (pino's call shape: fields, then message). */
export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Writes nowhere: a queue without the server's log (a test's). */
export const silentJobLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A log whose every line carries `fields` too. */
export const jobLogWith = (log: JobLog, fields: object): JobLog => ({
  info: (more, message) => log.info({ ...fields, ...more }, message),
  warn: (more, message) => log.warn({ ...fields, ...more }, message),
  error: (more, message) => log.error({ ...fields, ...more }, message),
});

/**
 * What a handler learns about its run: the attempt (1 for the first), whether no retry follows a failure, the id of
 * the request that queued the job (if one did), and a log whose lines carry the job's id, kind and that request id.
 */
export interface JobRun {
  attempt: number;
  lastAttempt: boolean;
  requestId: string | undefined;
  log: JobLog;
}

/**
 * One kind of job: its name, the payload's schema (checked on send), what it does, and how it is retried. A failed
 * run is tried again `retryLimit` more times, the n-th retry `retryDelaySeconds * 2^(n-1)` later (PostgreSQL adds
 * jitter); after the last it stays failed, listed for an administrator, until retried by hand.
 */
export interface JobKind<S extends TSchema = TSchema> {
  name: string;
  payload: S;
  handler: (payload: Static<S>, run: JobRun) => Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** After the last attempt failed: the record the job is about says so (e.g. the outbox row "failed"). */
  onGiveUp?: (payload: Static<S>, error: unknown) => Promise<void>;
}

export const defineJob = <S extends TSchema>(kind: JobKind<S>): JobKind<S> => kind;

export const DAY_MS = 86_400_000;

/** Work on a schedule: no payload, the run itself; retried 3 times from 5 minutes unless said otherwise. */
export interface ScheduledRun extends Partial<Pick<JobKind, 'retryLimit' | 'retryDelaySeconds'>> {
  name: string;
  everyMs: number;
  run: (log: JobLog) => Promise<void>;
}

/** Defines the run as a job kind of its own and schedules it every `everyMs`, once across the instances. */
export async function scheduleRun(jobs: Pick<JobQueue, 'define' | 'schedule'>, { name, everyMs, run, retryLimit = 3, retryDelaySeconds = 300 }: ScheduledRun): Promise<void> {
  const kind = defineJob({ name, payload: Type.Object({}), retryLimit, retryDelaySeconds, handler: (_payload, { log }) => run(log) });
  await jobs.define(kind);
  await jobs.schedule(kind, everyMs);
}

/** A job that ended failed after its last attempt. */
export interface FailedJob {
  id: string;
  kind: string;
  tries: number;
  lastError: string;
  failedAt: string;
}

/** Where a job is: waiting for its time (a first run or a retry), claimed by a worker, or failed for good. */
export type JobState = 'queued' | 'active' | 'failed';

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** The request the job is for; by default the one being served (server/request-context.ts), if any. */
  requestId?: string;
}

/**
 * Jobs shared by every instance over one database: each job runs on one of them, once it succeeds. The jobs are rows
 * of the portal's database, worked in-process (server/jobs/table-queue.ts).
 * Kinds are defined before `work()`; scheduled runs are claimed in job_schedules (server/jobs/schedules.ts).
 */
export interface JobQueue {
  define(kind: JobKind<any>): Promise<void>;
  send<S extends TSchema>(kind: JobKind<S>, payload: Static<S>, options?: SendOptions): Promise<string>;
  /** Runs `kind` (with an empty payload) every `everyMs`, the first time now, once across all instances. */
  schedule(kind: JobKind<any>, everyMs: number): Promise<void>;
  /** Starts taking jobs and the schedules' runs. */
  work(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** How many jobs are in `state`, by kind (kinds with none are absent): a grouped count, no job row read. */
  count(state: JobState): Promise<Record<string, number>>;
  /** Failed jobs, newest first. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Queues a failed job again with fresh tries; false when no failed job has that id. */
  retry(id: string): Promise<boolean>;
}

/** The message of whatever a handler threw, for the failed job's record. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
