import { definePlugin } from '@portico/plugin';

/** Requests waiting for the client: sent back for correction, or asking for information (the "service-request" widget). */
export default definePlugin({
  id: 'br.service-requests/widget',
  kind: 'widget',
  widgetType: 'service-request',
  dashboardSection: 'brWidgetsSection2',
  order: 30,
  titleKey: 'widget.title',
  load: () => import('./ServiceRequestsWidget'),
});
