import type { OpenItem, ReminderSource } from '../../notifications/server';
import { TASK_KINDS } from './kinds';
import { tasksDb } from './tables';

/**
 * Tasks still with the client (open, or sent back to them) that have a due date: each gets the firm's reminders, up
 * to the due date only for a kind that tells of an overdue task itself.
 */
export const taskReminders: ReminderSource = {
  category: 'taskDue',
  open: async (ctx): Promise<OpenItem[]> => {
    const upToDue = new Set(ctx.contributions(TASK_KINDS).filter((c) => c.value.reminders === 'upToDue').map((c) => c.value.kind));
    const rows = await tasksDb(ctx.db).selectFrom('commonTasks as t').innerJoin('clients as c', 'c.id', 't.clientId')
      .select(['t.id', 't.kind', 't.clientId', 't.title', 't.dueDate', 'c.firmId']).where('t.state', 'in', ['open', 'in_progress']).where('t.dueDate', 'is not', null).execute();
    return rows.map((r) => ({
      id: r.id, clientId: r.clientId, firmId: r.firmId, dueDate: r.dueDate!, link: `/tasks/${r.id}`, params: { title: r.title },
      ...(upToDue.has(r.kind) ? { part: 'upToDue' as const } : {}),
    }));
  },
};
