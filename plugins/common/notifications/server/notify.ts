import { randomUUID } from 'node:crypto';
import type { AppContext } from '@portico/plugin-server';
import { defaultPreference, hasEmail, hasInApp, NOTIFICATION_CATEGORIES, type NotificationCategory } from '../categories';
import { recordItemMail, type Recipient } from './mail';
import type { Params } from './texts';
import { notificationsDb, type MailState } from './tables';

/**
 * Something that happened that people should hear of: what it is about and who may hear of it, a client company
 * or (for a person's category) one person.
 */
export type NotificationEvent = EventDetails & (
  /** The client company it is about: its contacts hear of a client category, its firm's staff of a firm category. */
  | { clientId: string; userId?: never }
  /** The one person it is addressed to (a 'person' category), of their firm; no client company. */
  | { userId: string; clientId?: never });

interface EventDetails {
  category: NotificationCategory;
  /** Names the event, the same however often it is reported ("task-assigned:<task id>"): one notification per person. */
  key: string;
  /** The portal path of what it is about. */
  link: string;
  /** The values of its text; `client` (the company's name) is filled in. */
  params?: Params;
  /** Only these people of that audience (the request's author); anyone else named is left out. */
  only?: readonly string[];
  /** Who did it: not told of their own act. */
  actorUserId?: string;
}

const columns = ['u.id', 'u.email', 'u.firstName', 'u.language'] as const;

/** The people of the client's audience for the category: its active contacts, or its firm's active staff. */
async function recipientsOf(ctx: AppContext, event: NotificationEvent, clientId: string, firmId: number): Promise<Recipient[]> {
  const people = NOTIFICATION_CATEGORIES[event.category] === 'client'
    ? await ctx.db.selectFrom('users as u').innerJoin('userClients as uc', 'uc.userId', 'u.id').select(columns)
      .where('uc.clientId', '=', clientId).where('u.isStaff', '=', 0).where('u.disabledAt', 'is', null).execute()
    : await ctx.db.selectFrom('users as u').select(columns)
      .where('u.firmId', '=', firmId).where('u.isStaff', '=', 1).where('u.disabledAt', 'is', null).execute();
  return people.filter((p) => p.id !== event.actorUserId && (!event.only || event.only.includes(p.id)));
}

/** The firm, the client company's name (none for a person's event) and who hears of the event. */
async function audienceOf(ctx: AppContext, event: NotificationEvent) {
  if (event.userId !== undefined) {
    const user = await ctx.db.selectFrom('users as u').innerJoin('firms as f', 'f.id', 'u.firmId').select([...columns, 'f.id as firmId', 'f.name as firmName'])
      .where('u.id', '=', event.userId).where('u.disabledAt', 'is', null).executeTakeFirst();
    if (!user) return null;
    return { firm: { id: user.firmId, name: user.firmName }, client: null, recipients: [{ id: user.id, email: user.email, firstName: user.firstName, language: user.language }] };
  }
  const found = await ctx.db.selectFrom('clients as c').innerJoin('firms as f', 'f.id', 'c.firmId').select(['f.id', 'f.name', 'c.name as client'])
    .where('c.id', '=', event.clientId).executeTakeFirst();
  if (!found) return null;
  return { firm: { id: found.id, name: found.name }, client: found.client, recipients: await recipientsOf(ctx, event, event.clientId, found.id) };
}

/**
 * Tells the people an event concerns, each as their preferences for its category say: an item in their centre, an
 * e-mail of its own through the queue (at once) or a line of the day's digest. Reported again, the event changes
 * nothing (one notification per person and key, one e-mail per notification). Call it once what happened has
 * committed: a failure here is logged and answers 0, never failing what the person did. Answers how many it reached.
 */
export async function notify(ctx: AppContext, event: NotificationEvent, log?: WarnLog): Promise<number> {
  try {
    return await deliver(ctx, event);
  } catch (error) {
    log?.warn({ err: error, category: event.category, key: event.key }, 'notification not recorded');
    return 0;
  }
}

interface WarnLog {
  warn(details: object, message: string): void;
}

async function deliver(ctx: AppContext, event: NotificationEvent): Promise<number> {
  const audience = await audienceOf(ctx, event);
  if (!audience?.recipients.length) return 0;
  const { firm, client, recipients } = audience;
  const clientId = event.clientId ?? null;
  const db = notificationsDb(ctx.db);
  const preferences = new Map((await db.selectFrom('commonNotificationPreferences').selectAll()
    .where('category', '=', event.category).where('userId', 'in', recipients.map((r) => r.id)).execute()).map((p) => [p.userId, p]));
  // Every text of a client company's event may name it.
  const params = client === null ? { ...event.params } : { client, ...event.params };
  const item = { category: event.category, link: event.link, params, clientId };
  const { reached, mails } = await db.transaction().execute(async (trx) => {
    const queued = [];
    let count = 0;
    for (const recipient of recipients) {
      const { channel, frequency } = preferences.get(recipient.id) ?? defaultPreference(event.category);
      if (channel === 'none') continue;
      const mailState: MailState = !hasEmail(channel) ? 'none' : frequency === 'dailyDigest' ? 'digest' : 'sent';
      const id = randomUUID();
      const inserted = await trx.insertInto('commonNotifications').values({
        id, userId: recipient.id, firmId: firm.id, clientId, category: event.category, eventKey: event.key,
        link: event.link, params: JSON.stringify(params), inApp: hasInApp(channel) ? 1 : 0, mailState, outboxId: null,
        createdAt: new Date().toISOString(), readAt: null,
      }).onConflict((oc) => oc.columns(['userId', 'eventKey']).doNothing()).returning('id').executeTakeFirst();
      if (!inserted) continue;
      count += 1;
      if (mailState !== 'sent') continue;
      const mail = await recordItemMail(ctx, trx, id, firm, recipient, item);
      if (!mail) continue;
      await trx.updateTable('commonNotifications').set({ outboxId: mail.id }).where('id', '=', id).execute();
      queued.push(mail);
    }
    return { reached: count, mails: queued };
  });
  for (const mail of mails) await ctx.mailer.enqueue(mail);
  return reached;
}
