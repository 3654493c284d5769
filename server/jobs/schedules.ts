import type { Db } from '../db/database';
import type { JobKind } from './queue';

/**
 * Scheduled runs, the same on both databases: each kind's next run time is a row of job_schedules, and an
 * instance that finds it due moves it on by one interval with a conditional update. Only the one whose update
 * changed the row sends the run, so it happens once whatever the number of instances polling.
 *
 * An instance claims only the runs of kinds it defines (`defined`, the queue's kinds): a run it claimed but could
 * not send, or sent with no worker of its own for it, would be lost to the instances that do work that kind.
 */
export class Schedules {
  private readonly intervals = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly defined: ReadonlyMap<string, JobKind<any>>,
  ) {}

  /** The first run is due at once, unless the row exists from an earlier start. */
  async add(kind: string, everyMs: number, now = new Date()): Promise<void> {
    this.intervals.set(kind, everyMs);
    await this.db.insertInto('jobSchedules').values({ kind, nextRunAt: now.toISOString() })
      .onConflict((c) => c.column('kind').doNothing()).execute();
  }

  /** The kinds whose run this instance claimed now: of those it defines, never another's. */
  async claimDue(now = new Date()): Promise<JobKind<any>[]> {
    const claimed: JobKind<any>[] = [];
    for (const [name, everyMs] of this.intervals) {
      const kind = this.defined.get(name);
      if (!kind) continue;
      const result = await this.db.updateTable('jobSchedules')
        .set({ nextRunAt: new Date(now.getTime() + everyMs).toISOString() })
        .where('kind', '=', name).where('nextRunAt', '<=', now.toISOString()).executeTakeFirst();
      if (result.numUpdatedRows > 0n) claimed.push(kind);
    }
    return claimed;
  }

  /** Claims due runs every `pollMs` and hands each to `run`; the timer never keeps the process alive. */
  start(pollMs: number, run: (kind: JobKind<any>) => Promise<unknown>): void {
    const tick = async () => {
      for (const kind of await this.claimDue()) await run(kind);
    };
    const next = () => { this.ticking = this.ticking.then(tick).catch(this.onError); };
    next();
    this.timer = setInterval(next, pollMs);
    this.timer.unref();
  }

  /** Stops claiming and waits for a claim in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
  }
}
