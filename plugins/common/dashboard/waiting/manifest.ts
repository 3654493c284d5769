import { definePlugin } from '@portico/plugin';

/** Everything the client must act on, across features, in one list at the top of the dashboard. */
export default definePlugin({
  id: 'common.dashboard/waiting',
  kind: 'widget',
  widgetType: 'waiting-for-you',
  dashboardSection: 'homeWaitingSection',
  order: 0,
  titleKey: 'waiting.title',
  load: () => import('./WaitingWidget'),
});
