import { definePlugin } from '@portico/plugin';

/** A client's notifications and preferences at /notifications (the bell leads there; no header link of its own). */
export const clientPage = definePlugin({
  id: 'common.notifications/page',
  kind: 'area',
  route: 'notifications',
  nav: false,
  mobile: true,
  // After every area of the navigation: "/" and the mobile entry land on the first area, never on this one.
  order: 90,
  titleKey: 'title',
  load: () => import('./NotificationsPage'),
});

/** The same for firm staff, in the workspace at /staff/notifications. */
export const staffPage = definePlugin({
  id: 'common.notifications/staff-page',
  kind: 'area',
  audience: 'staff',
  route: 'notifications',
  nav: false,
  titleKey: 'title',
  load: () => import('./NotificationsPage'),
});
