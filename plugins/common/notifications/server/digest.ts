import { type AppContext, DAY_MS, scheduleRun } from '@portico/plugin-server';
import { recordDigestMail } from './mail';
import { notificationsDb } from './tables';

/** Keeps the digest's claim when its day's message was recorded before (a second run that day): the items wait. */
class DigestedToday extends Error {}

/**
 * Each person's items waiting for the daily digest become one e-mail (key: the person and the day, so a second run
 * that day records none and leaves the items for the next). An item arriving while this runs is not claimed and
 * goes with the next digest: none is dropped. Answers how many digests it recorded.
 */
export async function sendDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const db = notificationsDb(ctx.db);
  const waiting = await db.selectFrom('commonNotifications as n').innerJoin('users as u', 'u.id', 'n.userId')
    .innerJoin('firms as f', 'f.id', 'n.firmId')
    .select(['n.id', 'n.userId', 'n.category', 'n.link', 'n.params', 'n.clientId', 'u.email', 'u.firstName', 'u.language', 'u.disabledAt', 'f.id as firmId', 'f.name as firmName'])
    .where('n.mailState', '=', 'digest').where('n.createdAt', '<=', now.toISOString()).orderBy('n.createdAt').orderBy('n.id').execute();
  const byUser = new Map<string, typeof waiting>();
  for (const row of waiting) if (row.disabledAt === null) byUser.set(row.userId, [...byUser.get(row.userId) ?? [], row]);
  const day = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const [userId, rows] of byUser) {
    const first = rows[0]!;
    try {
      const mail = await db.transaction().execute(async (trx) => {
        const ids = rows.map((r) => r.id);
        const recorded = await recordDigestMail(ctx, trx, `digest:${userId}:${day}`, { id: first.firmId, name: first.firmName },
          { id: userId, email: first.email, firstName: first.firstName, language: first.language },
          rows.map((r) => ({ category: r.category, link: r.link, params: JSON.parse(r.params), clientId: r.clientId })));
        if (!recorded) throw new DigestedToday();
        await trx.updateTable('commonNotifications').set({ mailState: 'digested', outboxId: recorded.id })
          .where('id', 'in', ids).where('mailState', '=', 'digest').execute();
        return recorded;
      });
      await ctx.mailer.enqueue(mail);
      sent += 1;
    } catch (error) {
      if (!(error instanceof DigestedToday)) throw error;
    }
  }
  return sent;
}

/** The daily run, once across the instances (docs/jobs.md, schedules). */
export async function scheduleDigests(ctx: AppContext): Promise<void> {
  await scheduleRun(ctx.jobs, {
    name: 'common.notifications.digest', everyMs: DAY_MS,
    run: async (log) => log.info({ digests: await sendDigests(ctx) }, 'notification digests recorded'),
  });
}
