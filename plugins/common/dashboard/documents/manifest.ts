import { definePlugin } from '@portico/plugin';

/** The latest documents the firm shared with the active client, unread first. */
export default definePlugin({
  id: 'common.dashboard/documents',
  kind: 'widget',
  widgetType: 'documents',
  dashboardSection: 'homeWidgetsSection',
  order: 10,
  titleKey: 'documents.title',
  load: () => import('./DocumentsWidget'),
});
