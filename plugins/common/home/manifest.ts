import { definePlugin } from '@portico/plugin';

export default definePlugin({
  id: 'common.home/area',
  kind: 'area',
  route: 'home',
  nav: true,
  order: 10,
  icon: 'home',
  titleKey: 'title',
  // The dashboard guard (spec 001): waits for the session bindings; when they failed, whenSettled throws
  // "Session Bindings Not Loaded", which the registry logs and answers with a denial. Home then shows only
  // when a dashboard exists (spec 000): the switch allows it, the user is not limited to documents, and at
  // least one widget of the variant is authorised. Otherwise "/" lands on the next area.
  authorize: async ({ permissions, plugins, session }) => {
    await session.whenSettled();
    return permissions.canSeeArea('dashboards') && (await plugins.anyAuthorized(plugins.widgets())) === 'allowed';
  },
  load: () => import('./HomeArea'),
});
