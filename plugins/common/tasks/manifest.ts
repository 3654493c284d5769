import { definePlugin } from '@portico/plugin';

/**
 * The client's tasks at /tasks (spec 000: shown unless ClientCenterHideTasks is on or AllDocsOnly granted). Ordered
 * after home and the documents: "/" opens the first area the user may see.
 */
export default definePlugin({
  id: 'common.tasks/area',
  kind: 'area',
  route: 'tasks',
  nav: true,
  mobile: true,
  order: 35,
  icon: 'actions',
  titleKey: 'area.title',
  authorize: ({ permissions }) => permissions.canSeeArea('tasks'),
  load: () => import('./TasksArea'),
});
