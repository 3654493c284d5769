import PgBoss from 'pg-boss';
import { Value } from '@sinclair/typebox/value';
import type { Db } from '../db/database';
import { Schedules } from './schedules';
import { errorText, type FailedJob, type JobKind, type JobQueue, type SendOptions } from './queue';

/** pg-boss keeps its tables in this schema of the portal's database, created and migrated by pg-boss at start. */
export const PG_BOSS_SCHEMA = 'pgboss';

/**
 * The queue on PostgreSQL: pg-boss fetches each job with SELECT … FOR UPDATE SKIP LOCKED, so of all the instances'
 * workers one takes it, and retries it with exponential back-off (retryBackoff) up to the kind's limit.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, JobKind<any>>();
  private readonly schedules: Schedules;
  private started: Promise<unknown> | undefined;

  constructor(db: Db, connectionString: string, private readonly pollMs: number, private readonly onError: (error: unknown) => void) {
    // Its own small pool; no cron (schedules are claimed in job_schedules, the same on SQLite).
    this.boss = new PgBoss({ connectionString, schema: PG_BOSS_SCHEMA, max: 3, schedule: false });
    this.boss.on('error', onError);
    this.schedules = new Schedules(db, onError);
  }

  private start(): Promise<unknown> {
    this.started ??= this.boss.start();
    return this.started;
  }

  async define(kind: JobKind<any>): Promise<void> {
    await this.start();
    this.kinds.set(kind.name, kind);
    const options = { name: kind.name, retryLimit: kind.retryLimit, retryDelay: Math.ceil(kind.retryDelaySeconds), retryBackoff: true };
    // Created once (pg-boss ignores an existing one); its retry settings follow the kind's definition on every start.
    await this.boss.createQueue(kind.name, options);
    await this.boss.updateQueue(kind.name, options);
  }

  async send<K extends JobKind<any>>(kind: K, payload: unknown, options: SendOptions = {}): Promise<string> {
    if (!Value.Check(kind.payload, payload)) throw new Error(`Job ${kind.name}: payload does not match its schema`);
    await this.start();
    const id = await this.boss.send(kind.name, payload as object, options.startAfter ? { startAfter: options.startAfter } : {});
    if (!id) throw new Error(`Job ${kind.name} was not queued`);
    return id;
  }

  async schedule(kind: JobKind<any>, everyMs: number): Promise<void> {
    await this.schedules.add(kind.name, everyMs);
  }

  async work(): Promise<void> {
    await this.start();
    for (const kind of this.kinds.values()) {
      await this.boss.work<object>(kind.name, { pollingIntervalSeconds: this.pollMs / 1000, batchSize: 1, includeMetadata: true }, async ([job]) => {
        const lastAttempt = job!.retryCount >= job!.retryLimit;
        try {
          await kind.handler(job!.data, { attempt: job!.retryCount + 1, lastAttempt });
        } catch (error) {
          if (lastAttempt) await kind.onGiveUp?.(job!.data, error);
          throw error;
        }
      });
    }
    this.schedules.start(this.pollMs, (name) => this.send(this.kinds.get(name)!, {}));
  }

  async stop(): Promise<void> {
    await this.schedules.stop();
    if (this.started) await this.boss.stop({ graceful: true, wait: true });
  }

  async failed(limit = 100): Promise<FailedJob[]> {
    await this.start();
    const { rows } = await this.boss.getDb().executeSql(
      `select id, name, retry_count, output, completed_on from ${PG_BOSS_SCHEMA}.job where state = 'failed' order by completed_on desc limit $1`, [limit]);
    return rows.map((r: { id: string; name: string; retry_count: number; output: unknown; completed_on: Date }) => ({
      id: r.id, kind: r.name, tries: r.retry_count + 1, lastError: failureText(r.output), failedAt: r.completed_on.toISOString(),
    }));
  }

  async retry(id: string): Promise<boolean> {
    await this.start();
    const { rows } = await this.boss.getDb().executeSql(`select name from ${PG_BOSS_SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
    if (!rows.length) return false;
    await this.boss.retry(rows[0].name as string, id);
    return true;
  }
}

/** pg-boss records what the handler threw, serialized (serialize-error): its message. */
const failureText = (output: unknown): string =>
  output && typeof output === 'object' && 'message' in output ? String(output.message) : errorText(JSON.stringify(output));
