import type { OpenItem, ReminderSource } from '../../notifications/server';
import { tasksDb } from './tables';

/** Tasks still with the client (open, or sent back to them) that have a due date: each gets the firm's reminders. */
export const taskReminders: ReminderSource = {
  category: 'taskDue',
  open: async (db): Promise<OpenItem[]> => {
    const rows = await tasksDb(db).selectFrom('commonTasks as t').innerJoin('clients as c', 'c.id', 't.clientId')
      .select(['t.id', 't.clientId', 't.title', 't.dueDate', 'c.firmId']).where('t.state', 'in', ['open', 'in_progress']).where('t.dueDate', 'is not', null).execute();
    return rows.map((r) => ({ id: r.id, clientId: r.clientId, firmId: r.firmId, dueDate: r.dueDate!, link: `/tasks/${r.id}`, params: { title: r.title } }));
  },
};
