import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, MARIA, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { DEFAULT_REMINDER_SCHEDULE, NOTIFICATIONS_API } from '../contract';
import { REMINDER_SOURCES } from './index';
import { reminderDates, sendReminders } from './reminders';
import { notificationsDb } from './tables';

const DAY_MS = 86_400_000;
const day = (start: Date, n: number) => new Date(start.getTime() + n * DAY_MS);
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('the reminder schedule', () => {
  it('for a task due in 8 days: a week before, the day before, on the day, then weekly while open', () => {
    expect(reminderDates('2026-12-10', DEFAULT_REMINDER_SCHEDULE, '2026-12-31')).toEqual(['2026-12-03', '2026-12-09', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31']);
    expect(reminderDates('2026-12-10', { daysBefore: [2], weeklyOverdue: false }, '2027-01-31')).toEqual(['2026-12-08']);
  });
});

describe('reminders of tasks, day by day on a fake clock', () => {
  let t: DemoTestServer;
  beforeAll(async () => { t = await startDemoTestServer('us'); });
  afterAll(async () => { await t.server.stop(); });

  it("reach the task's client on the schedule's days, once each, in the portal and by e-mail, and stop once the task is done", async () => {
    const clientId = t.mariaClients[0]!;
    const start = new Date('2030-03-01T08:00:00Z');
    const due = iso(day(start, 8));
    const created = await t.call(STAFF, { method: 'POST', url: fillPath('/api/tasks/v1/staff/clients/:clientId/document-requests', { clientId }),
      payload: { title: 'Payroll for March', dueDate: due, items: [{ description: 'Register' }] } });
    expect(created.statusCode).toBe(201);
    const taskId = created.json().task.id as string;
    const sources = t.server.ctx.contributions(REMINDER_SOURCES).map((c) => c.value);
    const reminded = async () => (await t.call(MARIA, { method: 'GET', url: NOTIFICATIONS_API.list, query: { limit: '200' } })).json().items
      .filter((i: { category: string; link: string }) => i.category === 'taskDue' && i.link === `/tasks/${taskId}`)
      .map((i: { params: { variant: string } }) => i.params.variant).reverse();

    const days: number[] = [];
    for (let n = 0; n <= 15; n += 1) {
      const before = (await reminded()).length;
      await sendReminders(t.server.ctx, sources, day(start, n));
      // Run twice the same day: nothing more.
      await sendReminders(t.server.ctx, sources, day(start, n));
      if ((await reminded()).length > before) days.push(n);
    }
    expect(days).toEqual([1, 7, 8, 15]);
    expect(await reminded()).toEqual(['upcoming', 'upcoming', 'today', 'overdue']);
    const mails = await t.server.ctx.db.selectFrom('outbox').select('subject').where('purpose', '=', 'common.notifications.mail')
      .where('subject', 'like', '%Payroll for March%').where('recipients', '=', JSON.stringify([MARIA])).execute();
    expect(mails.map((m) => m.subject).filter((s) => s.includes('Reminder'))).toHaveLength(4);

    // maria hands the task in and the firm accepts it: no reminder on the next weekly day.
    const item = created.json().items[0];
    await t.call(MARIA, { method: 'POST', url: fillPath('/api/tasks/v1/clients/:clientId/document-requests/:taskId/items/:itemId/not-applicable', { clientId, taskId, itemId: item.id }), payload: { reason: 'No staff in March' } });
    expect((await t.call(MARIA, { method: 'POST', url: fillPath('/api/tasks/v1/clients/:clientId/tasks/:taskId/submit', { clientId, taskId }) })).statusCode).toBe(200);
    expect((await t.call(STAFF, { method: 'POST', url: fillPath('/api/tasks/v1/staff/clients/:clientId/tasks/:taskId/accept', { clientId, taskId }) })).json().state).toBe('done');
    for (let n = 16; n <= 29; n += 1) await sendReminders(t.server.ctx, sources, day(start, n));
    expect(await reminded()).toHaveLength(4);
  });

  it("follows the firm's own schedule, which only its administrators set", async () => {
    const put = await t.call(STAFF, { method: 'PUT', url: NOTIFICATIONS_API.reminderSchedule, payload: { daysBefore: [3, 0], weeklyOverdue: false } });
    expect(put.json()).toEqual({ daysBefore: [3, 0], weeklyOverdue: false });
    expect((await t.call(MARIA, { method: 'GET', url: NOTIFICATIONS_API.reminderSchedule })).json().code).toBe('STAFF_ONLY');
    const bad = await t.call(STAFF, { method: 'PUT', url: NOTIFICATIONS_API.reminderSchedule, payload: { daysBefore: [-1], weeklyOverdue: false } });
    expect(bad.statusCode).toBe(400);

    const clientId = t.mariaClients[0]!;
    const start = new Date('2031-05-01T08:00:00Z');
    const created = await t.call(STAFF, { method: 'POST', url: fillPath('/api/tasks/v1/staff/clients/:clientId/document-requests', { clientId }),
      payload: { title: 'Quarterly VAT', dueDate: iso(day(start, 5)), items: [{ description: 'Invoices' }] } });
    const taskId = created.json().task.id as string;
    const sources = t.server.ctx.contributions(REMINDER_SOURCES).map((c) => c.value);
    const mariaId = await t.server.userId(MARIA);
    const count = async () => Number((await notificationsDb(t.server.ctx.db).selectFrom('commonNotifications').select((eb) => eb.fn.countAll().as('n'))
      .where('link', '=', `/tasks/${taskId}`).where('category', '=', 'taskDue').where('userId', '=', mariaId).executeTakeFirstOrThrow()).n);
    const days: number[] = [];
    for (let n = 0; n <= 20; n += 1) {
      const before = await count();
      await sendReminders(t.server.ctx, sources, day(start, n));
      if (await count() > before) days.push(n);
    }
    // Three days before and on the day; no weekly reminder after.
    expect(days).toEqual([2, 5]);
  });
});
