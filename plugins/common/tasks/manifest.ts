import { definePlugin } from '@portico/plugin';

/**
 * The client's tasks at /tasks (spec 000: shown unless ClientCenterHideTasks is on or AllDocsOnly granted). Ordered
 * after the documents: "/" opens the first area, and the us variant keeps opening on its documents.
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
