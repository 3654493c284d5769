import { definePlugin } from '@portico/kernel/plugin';

export default definePlugin({
  id: 'core.home/area',
  kind: 'area',
  route: 'home',
  nav: true,
  order: 10,
  icon: 'home',
  titleKey: 'title',
  // Home shows only when a dashboard exists (spec 000): the switch allows it, the user is not limited to
  // documents, and at least one widget of the variant is authorised. Otherwise "/" lands on the next area.
  authorize: async ({ permissions, plugins }) =>
    permissions.canSeeArea('dashboards') && (await plugins.authorized(plugins.widgets())).length > 0,
  load: () => import('./Dashboard'),
});
