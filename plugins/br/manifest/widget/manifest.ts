import { definePlugin } from '@portico/plugin';

/** Received NF-e still waiting for a manifestation, nearest deadline first (the dashboard's "manifest" widget). */
export default definePlugin({
  id: 'br.manifest/widget',
  kind: 'widget',
  widgetType: 'manifest',
  dashboardSection: 'brWidgetsSection2',
  order: 20,
  titleKey: 'widget.title',
  load: () => import('./ManifestWidget'),
});
