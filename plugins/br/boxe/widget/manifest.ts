import { definePlugin } from '@portico/plugin';

/** This month's Box-E documents by kind, cancelled ones called out (the dashboard's "box-e" widget). */
export default definePlugin({
  id: 'br.boxe/widget',
  kind: 'widget',
  widgetType: 'box-e',
  dashboardSection: 'brWidgetsSection2',
  order: 10,
  titleKey: 'widget.title',
  load: () => import('./BoxeWidget'),
});
