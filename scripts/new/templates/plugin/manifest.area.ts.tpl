import { definePlugin } from '@portico/plugin';

/** __PluginTitle__: an area at /__route__, linked from the header navigation. */
export default definePlugin({
  id: '__pluginId__',
  kind: 'area',
  route: '__route__',
  nav: true,
  order: 50,
  icon: 'actions',
  titleKey: '__pluginCamel__.title',
  load: () => import('./__Component__'),
});
