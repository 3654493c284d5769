import { definePlugin } from '@portico/kernel/plugin';

export default definePlugin({
  id: 'core.actions/area',
  kind: 'area',
  route: 'actions',
  nav: true,
  mobile: true,
  order: 30,
  icon: 'actions',
  titleKey: 'title',
  // The Actions link shows only when the switch allows it and at least one action is authorised.
  authorize: async ({ permissions, plugins }) =>
    permissions.canSeeArea('actions') && (await plugins.authorized(plugins.actions())).length > 0,
  load: () => import('./ActionsArea'),
});
