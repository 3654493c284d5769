import { defineServerFeature } from '@portico/plugin-server';
import * as notifications from './migrations/0341_common_notifications';
import { notificationRoutes } from './routes';

/**
 * What other features' server modules use: `notify(ctx, event)` once something people should hear of has
 * committed (a document from the firm, a task assigned, a request answered …).
 */
export { notify, type NotificationEvent } from './notify';
export type { NotificationTables } from './tables';

/**
 * Notifications: a centre per person, their preferences per category (none, e-mail, in-app, both; at once or in a
 * daily digest), e-mails through the outbox and its queue with a one-click unsubscribe, and the firm's outbox.
 */
export default defineServerFeature({
  id: 'common.notifications',
  routes: notificationRoutes,
  migrations: { '0341_common_notifications': notifications },
  tables: ['common_notifications', 'common_notification_preferences', 'common_notification_keys'],
});
