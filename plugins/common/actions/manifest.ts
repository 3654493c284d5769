import { definePlugin } from '@portico/plugin';

export default definePlugin({
  id: 'common.actions/area',
  kind: 'area',
  route: 'actions',
  nav: true,
  mobile: true,
  order: 30,
  icon: 'actions',
  titleKey: 'title',
  // The Actions link shows only when the switch allows it and at least one action is authorised, or could not
  // be checked (the area then offers a retry rather than vanishing).
  authorize: async ({ permissions, plugins }) => {
    if (!permissions.canSeeArea('actions')) return false;
    return (await plugins.anyAuthorized(plugins.actions())) !== 'denied';
  },
  load: () => import('./ActionsArea'),
});
