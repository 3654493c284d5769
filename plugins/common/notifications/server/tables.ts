/** The notifications' tables (migration 0341_common_notifications), in the conventions of server/db/schema.ts. */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { Channel, Frequency, NotificationCategory } from '../categories';

export type MailState = 'none' | 'sent' | 'digest' | 'digested';

export interface CommonNotificationTable {
  id: string;
  userId: string;
  firmId: number;
  clientId: string | null;
  category: NotificationCategory;
  eventKey: string;
  link: string;
  /** JSON: the values of the item's text. */
  params: string;
  inApp: 0 | 1;
  mailState: MailState;
  outboxId: string | null;
  createdAt: string;
  readAt: string | null;
}
export interface CommonNotificationPreferenceTable {
  userId: string;
  category: NotificationCategory;
  channel: Channel;
  frequency: Frequency;
}
export interface CommonNotificationKeyTable {
  id: number;
  secret: string;
}
export interface CommonNotificationReminderScheduleTable {
  firmId: number;
  /** JSON: days before the due date, e.g. [7, 1, 0] (0: on the day). */
  daysBefore: string;
  weeklyOverdue: 0 | 1;
}
export interface NotificationTables {
  commonNotificationReminderSchedules: CommonNotificationReminderScheduleTable;
  commonNotifications: CommonNotificationTable;
  commonNotificationPreferences: CommonNotificationPreferenceTable;
  commonNotificationKeys: CommonNotificationKeyTable;
}

export const notificationsDb = featureDb<NotificationTables>();
export type NotificationsDb = FeatureDb<NotificationTables>;
