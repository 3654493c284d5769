import { definePlugin } from '@portico/plugin';

/** The client's Activity at /activity: what the firm did with its files and tasks, the person's sign-ins, the export. */
export default definePlugin({
  id: 'common.activity/page',
  kind: 'area',
  route: 'activity',
  nav: true,
  mobile: true,
  order: 80,
  icon: 'clock',
  titleKey: 'page.title',
  // A client's own trail: staff see it through a preview of the client, never as themselves.
  authorize: ({ permissions }) => !permissions.isStaff,
  load: () => import('./ActivityPage'),
});
