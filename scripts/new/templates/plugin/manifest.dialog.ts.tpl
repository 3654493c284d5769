import { definePlugin } from '@portico/plugin';

/** __PluginTitle__: a dialog, opened by name: kernel.get(TOKENS.Modals).openNamed('__handle__'). */
export default definePlugin({
  id: '__pluginId__',
  kind: 'dialog',
  dialog: '__handle__',
  titleKey: '__pluginCamel__.title',
  load: () => import('./__Component__'),
});
