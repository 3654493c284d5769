import { definePlugin } from '@portico/plugin';

/** __PluginTitle__: a widget on the dashboard (/home), in its feature's dashboard section. */
export default definePlugin({
  id: '__pluginId__',
  kind: 'widget',
  widgetType: '__handle__',
  dashboardSection: '__dashboardSection__',
  icon: 'actions',
  titleKey: '__pluginCamel__.title',
  load: () => import('./__Component__'),
});
