import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SomeDb } from '@portico/plugin-server';
import { CATEGORY_NAMES, type NotificationCategory } from '../categories';
import { notificationsDb } from './tables';

/** The installation's key (migration 0341), read once: every instance signs and checks with the same. */
let cached: { db: SomeDb; secret: Buffer } | undefined;
async function secretOf(db: SomeDb): Promise<Buffer> {
  if (cached?.db !== db) {
    const row = await notificationsDb(db).selectFrom('commonNotificationKeys').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
    cached = { db, secret: Buffer.from(row.secret, 'base64url') };
  }
  return cached.secret;
}

const signature = (secret: Buffer, subject: string) => createHmac('sha256', secret).update(`unsubscribe ${subject}`).digest('base64url');

/** "<user id>.<category>.<signature>": what an e-mail's unsubscribe link carries instead of a session. */
export async function unsubscribeToken(db: SomeDb, userId: string, category: NotificationCategory): Promise<string> {
  return `${userId}.${category}.${signature(await secretOf(db), `${userId}.${category}`)}`;
}

/** The person and category a token names, or null for one this portal did not sign. */
export async function readUnsubscribeToken(db: SomeDb, token: string): Promise<{ userId: string; category: NotificationCategory } | null> {
  const [userId, category, given, ...rest] = token.split('.');
  if (!userId || !category || !given || rest.length || !(CATEGORY_NAMES as string[]).includes(category)) return null;
  const expected = Buffer.from(signature(await secretOf(db), `${userId}.${category}`));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, category: category as NotificationCategory } : null;
}
