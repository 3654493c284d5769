import { definePlugin } from '@portico/plugin';

/** The active client's open tasks on the dashboard, beside the latest documents; shown where the tasks area is. */
export default definePlugin({
  id: 'common.tasks/open-widget',
  kind: 'widget',
  widgetType: 'open-tasks',
  dashboardSection: 'homeWidgetsSection',
  order: 20,
  titleKey: 'widget.title',
  authorize: ({ permissions }) => permissions.canSeeArea('tasks'),
  load: () => import('./OpenTasksWidget'),
});
