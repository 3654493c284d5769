import { contribute, defineServerFeature } from '@portico/plugin-server';
import { WAITING_FOR_YOU } from '../../dashboard/server';
import { RAISED_CATEGORIES, REMINDER_SOURCES } from '../../notifications/server';
import { EXPORT_PARTS, FIRM_ACTION_ROUTES } from '../../activity/server';
import { taskFirmActions, tasksExport } from './trail';
import { clientRoutes } from './client-routes';
import { documentRequestKind } from './document-request';
import { TASK_KINDS } from './kinds';
import * as tasks from './migrations/0310_common_tasks';
import * as templates from './migrations/0371_common_task_templates';
import * as batches from './migrations/0372_common_task_batches';
import { bulkRoutes } from './bulk';
import { taskReminders } from './reminders';
import { tasksDemo } from './seed';
import { staffRoutes } from './staff-routes';
import { templateRoutes } from './templates';
import { tasksWaiting } from './waiting';

/** What other features' server modules may use: the kinds' contribution point and creating a task of a kind. */
export { TASK_KINDS, type ServerTaskKind, type TaskProgress } from './kinds';
export { CLIENT_TAGS, type ClientTagSource } from './client-tags';
export { CLIENTS_TURN, insertTask, moveTask } from './tasks';
export { clientTaskAccess } from './access';
export { TASK_METADATA } from '../contract';
export type { TaskTables } from './tables';

/**
 * Tasks: what the firm asks of a client, their states, the firm's side, and the first kind, the document request
 * (its uploads go through the documents' upload route with taskMetadata). Every open task is also in the
 * dashboard's "waiting for you" list where the dashboard is enabled, and gets the firm's reminders until handed in.
 */
export default defineServerFeature({
  id: 'common.tasks',
  routes: [clientRoutes, staffRoutes, templateRoutes, bulkRoutes],
  contributes: [contribute(TASK_KINDS, documentRequestKind), contribute(WAITING_FOR_YOU, tasksWaiting), contribute(REMINDER_SOURCES, taskReminders),
    contribute(FIRM_ACTION_ROUTES, taskFirmActions), contribute(EXPORT_PARTS, tasksExport),
    contribute(RAISED_CATEGORIES, ['taskAssigned', 'taskDue', 'taskSubmitted'])],
  migrations: { '0310_common_tasks': tasks, '0371_common_task_templates': templates, '0372_common_task_batches': batches },
  seed: tasksDemo,
  tables: ['common_tasks', 'common_task_request_items', 'common_task_request_files', 'common_task_templates', 'common_task_batches', 'common_task_batch_clients'],
});
