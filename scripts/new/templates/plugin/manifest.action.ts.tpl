import { definePlugin } from '@portico/plugin';

/** __PluginTitle__: an action at /actions/__route__, listed in the actions overview under its feature's section. */
export default definePlugin({
  id: '__pluginId__',
  kind: 'action',
  section: '__section__',
  actionType: '__handle__',
  route: '__route__',
  icon: 'actions',
  titleKey: '__pluginCamel__.title',
  // Who may see it: e.g. permissions: ['Timesheets.Submit'] (declared in feature.ts), flags, or authorize().
  load: () => import('./__Component__'),
});
