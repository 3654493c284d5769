import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../db/database';
import { Schedules } from './schedules';
import { currentRequestId, requestContext } from '../request-context';
import { errorText, jobLogWith, silentJobLog, type FailedJob, type JobKind, type JobLog, type JobQueue, type JobState, type SendOptions } from './queue';

interface JobRow {
  id: string;
  kind: string;
  payload: string;
  tries: number;
  requestId: string | null;
}

/** A claimed job not finished by then is taken again (its process died): longer than any job runs. */
const LEASE_MS = 15 * 60_000;

/**
 * The queue, on either database: jobs are rows of `jobs` in the portal's database (migration 0230_jobs), worked
 * in-process by every instance. A job is claimed by one UPDATE … RETURNING whose outer condition is checked again on
 * the row it locks (PostgreSQL re-evaluates it after a concurrent claim commits; SQLite runs writes one at a time),
 * so two workers over one database never take the same job; a finished job's row is deleted, a failed one is
 * queued again with back-off or kept failed with its error.
 */
export class TableJobQueue implements JobQueue {
  private readonly kinds = new Map<string, JobKind<any>>();
  private readonly schedules: Schedules;
  private working = false;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> = Promise.resolve();
  /** `log`: the server's log, once it exists (the queue is opened before it); lines of a job carry its request id. */
  constructor(
    private readonly db: Db, private readonly pollMs: number, private readonly onError: (error: unknown) => void,
    private readonly log: () => JobLog = () => silentJobLog,
  ) {
    this.schedules = new Schedules(db, onError, this.kinds);
  }

  async define(kind: JobKind<any>): Promise<void> {
    this.kinds.set(kind.name, kind);
  }

  async send<K extends JobKind<any>>(kind: K, payload: unknown, options: SendOptions = {}): Promise<string> {
    if (!Value.Check(kind.payload, payload)) throw new Error(`Job ${kind.name}: payload does not match its schema`);
    const id = randomUUID();
    const now = new Date().toISOString();
    // The request being served (or the job being run, which carries its own request's id) queued it.
    const requestId = options.requestId ?? currentRequestId() ?? null;
    await sql`insert into jobs (id, kind, payload, state, tries, run_after, updated_at, request_id)
      values (${id}, ${kind.name}, ${JSON.stringify(payload)}, 'queued', 0, ${(options.startAfter ?? new Date()).toISOString()}, ${now}, ${requestId})`
      .execute(this.db);
    this.log().info({ job: id, kind: kind.name, reqId: requestId ?? undefined }, 'job queued');
    this.nudge();
    return id;
  }

  async schedule(kind: JobKind<any>, everyMs: number): Promise<void> {
    await this.schedules.add(kind.name, everyMs);
  }

  async work(): Promise<void> {
    this.working = true;
    this.schedules.start(this.pollMs, (kind) => this.send(kind, {}));
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.working = false;
    clearInterval(this.timer);
    await this.schedules.stop();
    await this.draining;
  }

  async count(state: JobState): Promise<Record<string, number>> {
    const { rows } = await sql<{ kind: string; count: number | string | bigint }>`
      select kind, count(*) as count from jobs where state = ${state} group by kind`.execute(this.db);
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.count)]));
  }

  async failed(limit = 100): Promise<FailedJob[]> {
    const { rows } = await sql<{ id: string; kind: string; tries: number; lastError: string; updatedAt: string }>`
      select id, kind, tries, last_error, updated_at from jobs where state = 'failed' order by updated_at desc limit ${limit}`.execute(this.db);
    return rows.map((r) => ({ id: r.id, kind: r.kind, tries: r.tries, lastError: r.lastError, failedAt: r.updatedAt }));
  }

  async retry(id: string): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await sql`update jobs set state = 'queued', tries = 0, run_after = ${now}, updated_at = ${now}
      where id = ${id} and state = 'failed'`.execute(this.db);
    this.nudge();
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  /** Works through the due jobs one at a time; a nudge while draining is absorbed by the drain in progress. */
  private nudge(): void {
    if (!this.working) return;
    this.draining = this.draining.then(async () => {
      while (this.working && await this.runOne());
    }).catch(this.onError);
  }

  private async claim(): Promise<JobRow | undefined> {
    const now = new Date();
    const kinds = [...this.kinds.keys()];
    if (!kinds.length) return undefined;
    const { rows } = await sql<JobRow>`update jobs set state = 'active', tries = tries + 1,
        run_after = ${new Date(now.getTime() + LEASE_MS).toISOString()}, updated_at = ${now.toISOString()}
      where id = (select id from jobs where state in ('queued', 'active') and run_after <= ${now.toISOString()}
        and kind in (${sql.join(kinds)}) order by run_after limit 1)
        and state in ('queued', 'active') and run_after <= ${now.toISOString()}
      returning id, kind, payload, tries, request_id`.execute(this.db);
    return rows[0];
  }

  /** Runs one due job, if any: true when one ran (there may be more). */
  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const kind = this.kinds.get(job.kind)!;
    const payload = JSON.parse(job.payload) as unknown;
    const lastAttempt = job.tries > kind.retryLimit;
    const requestId = job.requestId ?? undefined;
    // Its lines carry the request id under the request log's own label, so one search finds the request and its jobs.
    const log = jobLogWith(this.log(), { job: job.id, kind: job.kind, attempt: job.tries, reqId: requestId });
    const started = Date.now();
    try {
      log.info({}, 'job started');
      // Run as the request that queued it: a job it queues in turn records the same request id.
      const run = () => kind.handler(payload, { attempt: job.tries, lastAttempt, requestId, log });
      await (requestId ? requestContext.run({ requestId }, run) : requestContext.exit(run));
      await sql`delete from jobs where id = ${job.id}`.execute(this.db);
      log.info({ ms: Date.now() - started }, 'job done');
    } catch (error) {
      log[lastAttempt ? 'error' : 'warn']({ ms: Date.now() - started, error: errorText(error) }, lastAttempt ? 'job failed, no retry left' : 'job failed, to be retried');
      const now = Date.now();
      const runAfter = new Date(now + kind.retryDelaySeconds * 1000 * 2 ** (job.tries - 1)).toISOString();
      await sql`update jobs set state = ${lastAttempt ? 'failed' : 'queued'}, run_after = ${runAfter},
        last_error = ${errorText(error)}, updated_at = ${new Date(now).toISOString()} where id = ${job.id}`.execute(this.db);
      if (lastAttempt) await kind.onGiveUp?.(payload, error);
    }
    return true;
  }
}
