import type { Db } from '../db/database';
import { addressKey } from './sign-in-limiter';

export interface SourceThrottlePolicy {
  /** Failed sign-ins a source may make, over all accounts, before it has to wait. */
  freeFailures: number;
  /** The wait after the last free failure; it doubles with every further failure. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A source that fails no more for this long after its wait (or its last failure) starts from zero again. */
  forgetAfterMs: number;
}

/**
 * As many free failures as one account's own limit (SIGN_IN_LIMITS.failuresPerAccount): once a sprayer has
 * locked one account, its next attempt on any other account already waits.
 */
export const SOURCE_THROTTLE: SourceThrottlePolicy = {
  freeFailures: 10,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** The wait a source has earned with its nth failure: none within the free ones, then doubling, capped. */
export function waitAfterFailure(policy: SourceThrottlePolicy, failures: number): number {
  const beyond = failures - policy.freeFailures;
  if (beyond < 0) return 0;
  // 2^beyond outgrows the cap long before it could overflow; the cap keeps the exponent small anyway.
  return Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** Math.min(beyond, 30));
}

/**
 * Password spraying: failed sign-ins counted per source address over all accounts (addressKey: an IPv6 /64
 * is one source), independent of each account's own limit. A source past its free failures waits before its
 * next password is checked, twice as long after each further failure. A correct password does not reset the
 * count (a sprayer may own one account): only time does. Kept in the database, so all server processes count
 * together.
 */
export class SourceThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: SourceThrottlePolicy = SOURCE_THROTTLE,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Seconds this source must wait before a password is checked again; 0 when it may try now. */
  async waitSeconds(ip: string): Promise<number> {
    const now = this.clock();
    const row = await this.db.selectFrom('signInSourceFailures').select('blockedUntil')
      .where('sourceKey', '=', addressKey(ip)).executeTakeFirst();
    const until = row?.blockedUntil ? Date.parse(row.blockedUntil) : 0;
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts a failed sign-in from this source and sets the wait it has earned. */
  async failed(ip: string): Promise<void> {
    const now = this.clock();
    const nowIso = new Date(now).toISOString();
    const sourceKey = addressKey(ip);
    // One atomic step counts the failure, so concurrent failures (on any process) are all counted.
    const { failures } = await this.db.insertInto('signInSourceFailures')
      .values({ sourceKey, failures: 1, blockedUntil: null, forgetAt: nowIso })
      .onConflict((oc) => oc.column('sourceKey').doUpdateSet((eb) => ({
        failures: eb.case().when('signInSourceFailures.forgetAt', '<=', nowIso).then(1)
          .else(eb('signInSourceFailures.failures', '+', 1)).end(),
      })))
      .returning('failures')
      .executeTakeFirstOrThrow();
    const wait = waitAfterFailure(this.policy, failures);
    const blockedUntil = wait > 0 ? new Date(now + wait).toISOString() : null;
    // Only the latest failure sets the wait: an earlier one finishing late must not shorten it.
    await this.db.updateTable('signInSourceFailures')
      .set({ blockedUntil, forgetAt: new Date(now + wait + this.policy.forgetAfterMs).toISOString() })
      .where('sourceKey', '=', sourceKey).where('failures', '=', failures)
      .execute();
    await this.db.deleteFrom('signInSourceFailures').where('forgetAt', '<=', nowIso).execute();
  }
}
