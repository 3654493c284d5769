import type { MailErrorCode } from '@portico/contract/mail';
import type { MailLimits } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';

/** Who makes an e-mail go out: what for (e.g. 'documents.send'), the person, and the client it is sent for. */
export interface MailOrigin {
  purpose: string;
  /** None for what no person made go out (a notification's e-mail, a digest). */
  senderUserId?: string;
  clientId?: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Seconds until `origin` may send one more message of its purpose under `limits`, or 0 when it may now. Counted
 * from the outbox (not in memory) so that every instance sharing the database sees the same count. For each
 * window it reads the max-th newest message in it: while that one is in the window, one more would be one too
 * many, and the wait ends when it leaves. An index (0190) answers each read without a scan.
 */
export async function mailWaitSeconds(db: Db, origin: MailOrigin, limits: MailLimits, now = Date.now()): Promise<number> {
  const windows: Array<[column: 'senderUserId' | 'clientId', value: string | undefined, max: number | undefined, spanMs: number]> = [
    ['senderUserId', origin.senderUserId, limits.perUserHour, HOUR_MS],
    ['senderUserId', origin.senderUserId, limits.perUserDay, DAY_MS],
    ['clientId', origin.clientId, limits.perClientHour, HOUR_MS],
    ['clientId', origin.clientId, limits.perClientDay, DAY_MS],
  ];
  let waitMs = 0;
  for (const [column, value, max, spanMs] of windows) {
    if (value === undefined || max === undefined) continue;
    const boundary = await db.selectFrom('outbox').select('createdAt')
      .where('purpose', '=', origin.purpose).where(column, '=', value).where('createdAt', '>', new Date(now - spanMs).toISOString())
      .orderBy('createdAt', 'desc').offset(max - 1).limit(1).executeTakeFirst();
    if (boundary) waitMs = Math.max(waitMs, Date.parse(boundary.createdAt) + spanMs - now);
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

/** 429 MAIL_RATE_LIMITED with Retry-After: nothing was sent; the same request succeeds after the wait. */
export class MailRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'MAIL_RATE_LIMITED' satisfies MailErrorCode,
      `Too many e-mails were sent recently; nothing was sent. Try again in ${retryAfterSeconds} s`, [], { 'retry-after': String(retryAfterSeconds) });
  }
}
