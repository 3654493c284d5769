import { sql } from 'kysely';
import { AppError, type ServerConfig } from '@portico/plugin-server';
import type { SupportErrorCode } from '../../contract';
import type { ClientLogTable, SupportDb } from '../tables';

export type LogLimits = Pick<ServerConfig, 'logBatchesPerMinute' | 'logBytesPerHour'>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const refused = (code: SupportErrorCode, message: string, windowMs: number) =>
  new AppError(429, code, message, [], { 'retry-after': String(windowMs / 1000) });

/** What one person stored lately: batches in the last minute, bytes in the last hour (every instance's rows). */
async function usage(db: SupportDb, userId: string, now: Date): Promise<{ batches: number; bytes: number }> {
  const minuteAgo = new Date(now.getTime() - MINUTE_MS).toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const row = await db.selectFrom('clientLogs')
    .select([
      sql<number>`count(distinct case when received_at >= ${minuteAgo} then batch_id end)`.as('batches'),
      sql<number>`coalesce(sum(size_bytes), 0)`.as('bytes'),
    ])
    .where('userId', '=', userId).where('receivedAt', '>=', hourAgo).executeTakeFirstOrThrow();
  return { batches: Number(row.batches), bytes: Number(row.bytes) };
}

function refusal(used: { batches: number; bytes: number }, limits: LogLimits): AppError | null {
  if (used.batches > limits.logBatchesPerMinute) {
    return refused('LOG_RATE_LIMITED', `At most ${limits.logBatchesPerMinute} log batches a minute`, MINUTE_MS);
  }
  if (used.bytes > limits.logBytesPerHour) {
    return refused('LOG_VOLUME_EXCEEDED', `At most ${limits.logBytesPerHour} bytes of log an hour`, HOUR_MS);
  }
  return null;
}

/**
 * Stores one batch (rows of one batchId) if the person's budget takes it, else throws 429 with Retry-After.
 * Counted per signed-in person across all their sessions, so signing in again does not reset it. A check
 * first refuses a flood without writing; the check after the insert (own rows included) keeps concurrent
 * batches, here or on another instance, from passing together: the last of them to count sees them all.
 */
export async function storeWithinBudget(db: SupportDb, rows: ClientLogTable[], limits: LogLimits, now: Date): Promise<void> {
  const { userId, batchId, receivedAt } = rows[0]!;
  const size = rows.reduce((sum, r) => sum + r.sizeBytes, 0);
  const before = await usage(db, userId, now);
  const early = refusal({ batches: before.batches + 1, bytes: before.bytes + size }, limits);
  if (early) throw early;
  await db.insertInto('clientLogs').values(rows).execute();
  const late = refusal(await usage(db, userId, now), limits);
  if (late) {
    await db.deleteFrom('clientLogs').where('userId', '=', userId).where('receivedAt', '=', receivedAt).where('batchId', '=', batchId).execute();
    throw late;
  }
}
