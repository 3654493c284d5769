import { definePlugin } from '@portico/plugin';

/** The bell among the header's tools: the unread count and the latest notifications, for clients and staff. */
export default definePlugin({
  id: 'common.notifications/bell',
  kind: 'tool',
  titleKey: 'title',
  load: () => import('./NotificationBell'),
});
