import { definePlugin } from '../../../../core/kernel/plugin';

export default definePlugin({
  id: 'core.areas/home',
  kind: 'area',
  route: 'home',
  nav: true,
  order: 10,
  icon: 'home',
  titleKey: 'nav.home',
  // Home shows only when dashboards are not switched off and the user is not limited to documents.
  authorize: ({ permissions }) => permissions.canSeeArea('dashboards'),
  load: () => import('./Dashboard'),
});
