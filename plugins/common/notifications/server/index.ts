import { defineServerFeature } from '@portico/plugin-server';
import * as notifications from './migrations/0341_common_notifications';
import * as reminders from './migrations/0342_common_notification_reminders';
import { notificationRoutes } from './routes';

/**
 * What other features' server modules use: `notify(ctx, event)` once something people should hear of has
 * committed (a document from the firm, a task assigned, a request answered …).
 */
export { notify, type NotificationEvent } from './notify';
/** Where a feature contributes what gets reminders (its open items with a due date). */
export { REMINDER_SOURCES, type OpenItem, type ReminderSource } from './reminders';
/** For other features' tests: a reminder run on a clock of their own, and the routes that read what was sent. */
export { sendReminders } from './reminders';
export { NOTIFICATIONS_API } from '../contract';
export type { NotificationTables } from './tables';
/** Where a feature names the categories it raises (a person's preferences list only those). */
export { RAISED_CATEGORIES } from './raised';

/**
 * Notifications: a centre per person, their preferences per category (none, e-mail, in-app, both; at once or in a
 * daily digest), e-mails through the outbox and its queue with a one-click unsubscribe, the firm's outbox, and
 * reminders of what is due on the firm's schedule (a daily job over what the features contribute).
 */
export default defineServerFeature({
  id: 'common.notifications',
  routes: notificationRoutes,
  migrations: { '0341_common_notifications': notifications, '0342_common_notification_reminders': reminders },
  tables: ['common_notifications', 'common_notification_preferences', 'common_notification_keys', 'common_notification_reminder_schedules'],
});
