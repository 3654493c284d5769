import type { WaitingEntry, WaitingProvider } from '../../dashboard/server';
import { clientTaskAccess } from './access';
import { tasksDb } from './tables';
import { CLIENTS_TURN } from './tasks';

/** The portal path of a task (the tasks area's deep link). */
export const taskLink = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;

/**
 * The tasks waiting for the client (open or in progress), with their due dates, for the dashboard's "waiting for
 * you" list; nothing for a caller the tasks' routes refuse (TASKS_HIDDEN), and no kind hidden by its switch.
 */
export const tasksWaiting: WaitingProvider = async ({ db, principal, clientId }) => {
  const { hiddenKinds } = await clientTaskAccess(db, principal);
  let query = tasksDb(db).selectFrom('commonTasks').select(['id', 'title', 'dueDate']).where('clientId', '=', clientId).where('state', 'in', [...CLIENTS_TURN]);
  if (hiddenKinds.length) query = query.where('kind', 'not in', hiddenKinds);
  const rows = await query.orderBy('createdAt').execute();
  return rows.map((r): WaitingEntry => ({ kind: 'task', id: r.id, title: r.title, dueDate: r.dueDate, link: taskLink(r.id) }));
};
