import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface Count {
  hits: number;
  /** Epoch milliseconds when the window ends and the count starts again. */
  resetAt: number;
}

/**
 * Fixed-window counters in the database (rate_counters), so every instance sharing it counts together: the
 * HTTP rate limits (rate-limits.ts) and the sign-in failure limits (identity/sign-in-limiter.ts). A window
 * starts with its first hit; rows whose window has ended are deleted as others are written.
 */
export class RateCounters {
  constructor(private readonly db: Db, readonly clock: () => number = Date.now) {}

  /** Counts one hit in one atomic statement (concurrent hits on any instance are all counted). */
  async hit(key: string, windowMs: number): Promise<Count> {
    const now = new Date(this.clock()).toISOString();
    const next = new Date(this.clock() + windowMs).toISOString();
    const ended = sql<boolean>`rate_counters.reset_at <= ${now}`;
    const row = await this.db.insertInto('rateCounters').values({ key, hits: 1, resetAt: next })
      .onConflict((oc) => oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_counters.hits + 1 end`,
        resetAt: sql<string>`case when ${ended} then ${next} else rate_counters.reset_at end`,
      }))
      .returning(['hits', 'resetAt'])
      .executeTakeFirstOrThrow();
    await this.db.deleteFrom('rateCounters').where('resetAt', '<=', now).execute();
    return { hits: Number(row.hits), resetAt: Date.parse(row.resetAt) };
  }

  /** The live count, or none once its window has ended. */
  async peek(key: string): Promise<Count | undefined> {
    const row = await this.db.selectFrom('rateCounters').select(['hits', 'resetAt']).where('key', '=', key).executeTakeFirst();
    return row && Date.parse(row.resetAt) > this.clock() ? { hits: Number(row.hits), resetAt: Date.parse(row.resetAt) } : undefined;
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rateCounters').where('key', '=', key).execute();
  }
}
