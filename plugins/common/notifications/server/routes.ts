import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import { escapeHtml, featureErrors, interpolate, pickLanguage, principalOf, type RouteModule, serve, staffOf, type SomeDb } from '@portico/plugin-server';
import { categoriesFor, defaultPreference, hasEmail, type NotificationCategory } from '../categories';
import { ENDPOINTS, NOTIFICATION_ERROR_CODES, type Preference } from '../contract';
import { scheduleDigests } from './digest';
import { scheduleOf, scheduleReminders } from './reminders';
import { RAISED_CATEGORIES } from './raised';
import { notificationsDb } from './tables';
import { notificationTexts } from './texts';
import { readUnsubscribeToken } from './tokens';

const errors = featureErrors(NOTIFICATION_ERROR_CODES);

/**
 * A person's categories (a client's or the firm's) among those `raised` (by the enabled features; all when not
 * given), each with their choice or the default.
 */
async function preferencesOf(db: SomeDb, userId: string, raised?: ReadonlySet<NotificationCategory>) {
  const user = await db.selectFrom('users').select('isStaff').where('id', '=', userId).executeTakeFirstOrThrow();
  const chosen = new Map((await notificationsDb(db).selectFrom('commonNotificationPreferences').selectAll().where('userId', '=', userId).execute())
    .map((p) => [p.category, p]));
  const items: Preference[] = categoriesFor(user.isStaff ? 'firm' : 'client').filter((c) => !raised || raised.has(c)).map((category) => {
    const { channel, frequency } = chosen.get(category) ?? defaultPreference(category);
    return { category, channel, frequency };
  });
  return { items };
}

async function setPreference(db: SomeDb, userId: string, preference: Preference) {
  await notificationsDb(db).insertInto('commonNotificationPreferences').values({ userId, ...preference })
    .onConflict((oc) => oc.columns(['userId', 'category']).doUpdateSet({ channel: preference.channel, frequency: preference.frequency })).execute();
}

const htmlPage = (reply: FastifyReply, status: number, language: string, title: string, body: string) =>
  reply.code(status).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8').send(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);

/**
 * The centre (the caller's own notifications), the preferences, the unsubscribe pages (public: the signed token
 * stands for the session) and the firm's outbox. Core's guard audits every write.
 */
export const notificationRoutes: RouteModule = async (app, ctx) => {
  const db = notificationsDb(ctx.db);
  const raised = new Set(ctx.contributions(RAISED_CATEGORIES).flatMap((c) => c.value));
  await scheduleDigests(ctx);
  await scheduleReminders(ctx);
  // Mail clients post the one-click body as a form (RFC 8058).
  await app.register(formbody, { bodyLimit: 1024 });

  serve(app, ENDPOINTS.getNotifications, async (request) => {
    const userId = principalOf(request).effectiveUserId;
    const { offset = 0, limit = 20 } = request.query;
    const mine = db.selectFrom('commonNotifications').where('userId', '=', userId).where('inApp', '=', 1);
    const [rows, counts] = await Promise.all([
      mine.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      mine.select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('id').filterWhere('readAt', 'is', null).as('unread')]).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((r) => ({ id: r.id, category: r.category, link: r.link, clientId: r.clientId, params: JSON.parse(r.params), createdAt: r.createdAt, readAt: r.readAt })),
      unread: Number(counts.unread), totalItems: Number(counts.total),
    };
  });

  serve(app, ENDPOINTS.postNotificationRead, async (request, reply) => {
    const userId = principalOf(request).effectiveUserId;
    const found = await db.selectFrom('commonNotifications').select('readAt').where('id', '=', request.params.notificationId).where('userId', '=', userId).executeTakeFirst();
    if (!found) throw errors.notFound('NOTIFICATION_NOT_FOUND', 'No such notification');
    if (found.readAt === null) await db.updateTable('commonNotifications').set({ readAt: new Date().toISOString() }).where('id', '=', request.params.notificationId).execute();
    return reply.code(204).send(null);
  });

  serve(app, ENDPOINTS.postNotificationsReadAll, async (request, reply) => {
    await db.updateTable('commonNotifications').set({ readAt: new Date().toISOString() })
      .where('userId', '=', principalOf(request).effectiveUserId).where('readAt', 'is', null).execute();
    return reply.code(204).send(null);
  });

  serve(app, ENDPOINTS.getNotificationPreferences, async (request) => preferencesOf(ctx.db, principalOf(request).effectiveUserId, raised));

  serve(app, ENDPOINTS.putNotificationPreferences, async (request) => {
    const userId = principalOf(request).effectiveUserId;
    const allowed = new Set<string>((await preferencesOf(ctx.db, userId, raised)).items.map((p) => p.category));
    const foreign = request.body.items.find((p) => !allowed.has(p.category));
    if (foreign) throw errors.badRequest('CATEGORY_NOT_YOURS', `"${foreign.category}" is no category of yours`);
    await db.transaction().execute(async (trx) => { for (const p of request.body.items) await setPreference(trx, userId, p); });
    return preferencesOf(ctx.db, userId, raised);
  });

  /** The token's person and category with their texts, or the page saying the link is not valid. */
  const unsubscribeTarget = async (token: string, reply: FastifyReply) => {
    const target = await readUnsubscribeToken(ctx.db, token);
    const user = target && await db.selectFrom('users').select(['email', 'language']).where('id', '=', target.userId).executeTakeFirst();
    const language = pickLanguage(user?.language);
    const t = notificationTexts(ctx.config.rootDir, language);
    if (!target || !user) {
      htmlPage(reply, 400, language, t.unsubscribePage.title, `<p>${escapeHtml(t.unsubscribePage.invalid)}</p>`);
      return null;
    }
    return { ...target, email: user.email, language, t, values: { category: t.categories[target.category], email: user.email } };
  };

  serve(app, ENDPOINTS.getNotificationUnsubscribe, async (request, reply) => {
    const target = await unsubscribeTarget(request.query.token, reply);
    if (!target) return reply;
    const { t, language, values } = target;
    return htmlPage(reply, 200, language, t.unsubscribePage.title,
      `<p>${escapeHtml(interpolate(t.unsubscribePage.confirm, values))}</p><form method="post">`
      + `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.unsubscribePage.button)}</button></form>`);
  });

  serve(app, ENDPOINTS.postNotificationUnsubscribe, { config: { accepts: ['application/x-www-form-urlencoded'] } }, async (request, reply) => {
    const target = await unsubscribeTarget(request.query.token, reply);
    if (!target) return reply;
    await turnEmailOff(ctx.db, target.userId, target.category);
    const { t, language, values } = target;
    return htmlPage(reply, 200, language, t.unsubscribePage.title, `<p>${escapeHtml(interpolate(t.unsubscribePage.done, values))}</p>`);
  });

  serve(app, ENDPOINTS.getReminderSchedule, async (request) => scheduleOf(ctx.db, staffOf(request).firmId));

  serve(app, ENDPOINTS.putReminderSchedule, async (request) => {
    const { firmId } = staffOf(request);
    const daysBefore = JSON.stringify([...request.body.daysBefore].sort((a, b) => b - a));
    const weeklyOverdue = request.body.weeklyOverdue ? 1 as const : 0 as const;
    await db.insertInto('commonNotificationReminderSchedules').values({ firmId, daysBefore, weeklyOverdue })
      .onConflict((oc) => oc.column('firmId').doUpdateSet({ daysBefore, weeklyOverdue })).execute();
    return scheduleOf(ctx.db, firmId);
  });

  serve(app, ENDPOINTS.getStaffOutbox, async (request) => {
    const { firmId } = staffOf(request);
    const { state, offset = 0 } = request.query;
    let mine = db.selectFrom('outbox').where('firmId', '=', firmId);
    if (state === 'sent') mine = mine.where('sentAt', 'is not', null);
    else if (state === 'failed') mine = mine.where('failedAt', 'is not', null);
    else if (state === 'queued') mine = mine.where('sentAt', 'is', null).where('failedAt', 'is', null);
    const [rows, total] = await Promise.all([
      mine.select(['id', 'recipients', 'subject', 'createdAt', 'sentAt', 'failedAt', 'lastError']).orderBy('createdAt', 'desc').orderBy('id').offset(offset).limit(50).execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id, recipients: JSON.parse(r.recipients) as string[], subject: r.subject, createdAt: r.createdAt, sentAt: r.sentAt, lastError: r.lastError,
        state: r.sentAt !== null ? 'sent' as const : r.failedAt !== null ? 'failed' as const : 'queued' as const,
      })),
      totalItems: Number(total.n),
    };
  });
};

/** The category's e-mail off (its in-app items stay as they were); digests waiting for it are not sent. */
async function turnEmailOff(db: SomeDb, userId: string, category: NotificationCategory) {
  const current = (await preferencesOf(db, userId)).items.find((p) => p.category === category);
  const channel = current && current.channel === 'both' ? 'inApp' : current && hasEmail(current.channel) ? 'none' : current?.channel ?? 'inApp';
  await notificationsDb(db).transaction().execute(async (trx) => {
    await setPreference(trx, userId, { category, channel, frequency: current?.frequency ?? 'immediately' });
    await trx.updateTable('commonNotifications').set({ mailState: 'none' }).where('userId', '=', userId).where('category', '=', category)
      .where('mailState', '=', 'digest').execute();
  });
}
