import { definePlugin } from '@portico/plugin';

/** The firm's tasks at /staff/tasks: every client's, their progress, a new one of any kind, and the firm's moves. */
export default definePlugin({
  id: 'common.tasks/staff',
  kind: 'area',
  audience: 'staff',
  route: 'tasks',
  nav: true,
  order: 15,
  icon: 'actions',
  titleKey: 'staff.title',
  load: () => import('./StaffTasksArea'),
});
