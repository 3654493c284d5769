import { type AppContext, contributionPoint, DAY_MS, scheduleRun, type SomeDb } from '@portico/plugin-server';
import type { NotificationCategory } from '../categories';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '../contract';
import { notify } from './notify';
import { notificationsDb } from './tables';
import type { Params } from './texts';

/** Something a client must do by a date, still open: a task not handed in, an NF-e not yet manifested. */
export interface OpenItem {
  id: string;
  clientId: string;
  firmId: number;
  /** yyyy-MM-dd. */
  dueDate: string;
  link: string;
  params: Params;
  /** Only these people of the client's contacts (a request's author). */
  only?: readonly string[];
  /** This item's part of the schedule, where it differs from its source's (a task of a kind with a notice of its own once overdue). */
  part?: ReminderPart;
}

/**
 * Only part of the schedule: up to the date (no weekly ones after: a legal deadline cannot be met later), or only
 * the weekly ones after it (the date is when it came to the client: a request sent back).
 */
export type ReminderPart = 'upToDue' | 'afterDue';

/** A feature's open items that get reminders (tasks contribute theirs); an item done or cancelled is not listed. */
export interface ReminderSource {
  category: NotificationCategory;
  /** Only part of the schedule, for all its items. */
  part?: ReminderPart;
  /** The context, for the database and for what other features contribute (the task kinds). */
  open(ctx: AppContext, now: Date): Promise<readonly OpenItem[]>;
}
export const REMINDER_SOURCES = contributionPoint<ReminderSource>('common.notifications/reminders');

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every reminder date of an item due on `dueDate`, up to `until`: the days before, the day, then weekly while open. */
export function reminderDates(dueDate: string, schedule: ReminderSchedule, until: string): string[] {
  const due = dayNumber(dueDate);
  const last = dayNumber(until);
  const days = [...new Set(schedule.daysBefore)].map((d) => due - d);
  if (schedule.weeklyOverdue) for (let d = due + 7; d <= last; d += 7) days.push(d);
  return days.filter((d) => d <= last).sort((a, b) => a - b).map(dayOf);
}

/** The reminder an open item is due today, if one is: its date and how it reads (upcoming, today, overdue). */
export function reminderToday(dueDate: string, schedule: ReminderSchedule, today: string): { date: string; variant: 'upcoming' | 'today' | 'overdue' } | null {
  if (!reminderDates(dueDate, schedule, today).includes(today)) return null;
  const variant = today < dueDate ? 'upcoming' : today === dueDate ? 'today' : 'overdue';
  return { date: today, variant };
}

export async function scheduleOf(db: SomeDb, firmId: number): Promise<ReminderSchedule> {
  const row = await notificationsDb(db).selectFrom('commonNotificationReminderSchedules').selectAll().where('firmId', '=', firmId).executeTakeFirst();
  return row ? { daysBefore: JSON.parse(row.daysBefore) as number[], weeklyOverdue: row.weeklyOverdue === 1 } : DEFAULT_REMINDER_SCHEDULE;
}

/**
 * Today's reminders of every open item the enabled features list, each by its firm's schedule, to the people of its
 * client company (as their preferences say). One per item and date (its key): a second run that day sends none. An
 * item done since is not listed, so it gets no more. Answers how many items were reminded of.
 */
export async function sendReminders(ctx: AppContext, sources: readonly ReminderSource[], now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const schedules = new Map<number, ReminderSchedule>();
  let sent = 0;
  for (const source of sources) {
    for (const item of await source.open(ctx, now)) {
      if (!schedules.has(item.firmId)) schedules.set(item.firmId, await scheduleOf(ctx.db, item.firmId));
      const schedule = schedules.get(item.firmId)!;
      const part = item.part ?? source.part;
      const due = reminderToday(item.dueDate, part === 'upToDue' ? { ...schedule, weeklyOverdue: false } : part === 'afterDue' ? { ...schedule, daysBefore: [] } : schedule, today);
      if (!due) continue;
      const reached = await notify(ctx, {
        category: source.category, clientId: item.clientId, key: `reminder:${source.category}:${item.id}:${due.date}`, link: item.link,
        params: { ...item.params, dueDate: item.dueDate, variant: due.variant }, only: item.only,
      });
      if (reached) sent += 1;
    }
  }
  return sent;
}

/** The daily run, once across the instances. */
export async function scheduleReminders(ctx: AppContext): Promise<void> {
  await scheduleRun(ctx.jobs, {
    name: 'common.notifications.reminders', everyMs: DAY_MS,
    run: async (log) => log.info({ reminded: await sendReminders(ctx, ctx.contributions(REMINDER_SOURCES).map((c) => c.value)) }, 'reminders sent'),
  });
}
