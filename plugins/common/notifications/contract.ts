/**
 * The notifications' API (common.notifications): a person's notification centre, their preferences per category,
 * the one-click unsubscribe behind every e-mail (no session: the token is signed), and the firm's outbox.
 * Browser-safe: TypeBox only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HtmlPage, Id, Input, IsoDateTime, NoContent } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { CATEGORY_NAMES, CHANNELS, FREQUENCIES } from './categories';

const BASE = '/api/notifications/v1';
export const NOTIFICATIONS_API = {
  list: `${BASE}/notifications`,
  read: `${BASE}/notifications/:notificationId/read`,
  readAll: `${BASE}/notifications/read-all`,
  preferences: `${BASE}/preferences`,
  unsubscribe: `${BASE}/unsubscribe`,
  outbox: `${BASE}/staff/outbox`,
  reminderSchedule: `${BASE}/staff/reminder-schedule`,
} as const;

export const NOTIFICATION_ERROR_CODES = [
  'NOTIFICATION_NOT_FOUND',
  /** The preferences name a category that is not the caller's (a client's category for staff, or the reverse). */
  'CATEGORY_NOT_YOURS',
  /** An unsubscribe token that was not signed by this portal. */
  'UNSUBSCRIBE_TOKEN_INVALID',
] as const;

export const Category = Type.Union(CATEGORY_NAMES.map((c) => Type.Literal(c)));
export const ChannelSchema = Type.Union(CHANNELS.map((c) => Type.Literal(c)));
export const FrequencySchema = Type.Union(FREQUENCIES.map((f) => Type.Literal(f)));

/** Values for the item's translated text (`items.<category>` of the feature's texts): a title, a count, a variant (the text's context, e.g. the firm's move). */
export const NotificationParams = Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 400 }), Type.Number()]));

export const Notification = Type.Object({
  id: Id,
  category: Category,
  /** The portal path of what it is about. */
  link: Type.String(),
  /** The client company it is about: the portal makes it the active one before it follows the link. */
  clientId: Type.Union([Id, Type.Null()]),
  params: NotificationParams,
  createdAt: IsoDateTime,
  readAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type Notification = Static<typeof Notification>;

export const NotificationQuery = Input({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});
export const NotificationList = Type.Object({
  items: Type.Array(Notification),
  unread: Type.Integer({ minimum: 0 }),
  totalItems: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Static<typeof NotificationList>;
export const NotificationParamsPath = Input({ notificationId: Id });

export const Preference = Type.Object({ category: Category, channel: ChannelSchema, frequency: FrequencySchema }, { additionalProperties: false });
export type Preference = Static<typeof Preference>;
export const Preferences = Type.Object({ items: Type.Array(Preference) });
export type Preferences = Static<typeof Preferences>;
export const PreferencesBody = Input({ items: Type.Array(Preference, { minItems: 1, maxItems: CATEGORY_NAMES.length }) });

export const UnsubscribeQuery = Input({ token: Type.String({ minLength: 1, maxLength: 200 }) });
/** RFC 8058's one-click body ("List-Unsubscribe=One-Click"), or the page's own form. */
export const UnsubscribeForm = Input({ 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) });

export const OutboxMessage = Type.Object({
  id: Type.String(),
  recipients: Type.Array(Type.String()),
  subject: Type.String(),
  createdAt: IsoDateTime,
  state: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  sentAt: Type.Union([IsoDateTime, Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
export const OutboxQuery = Input({
  state: Type.Optional(Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')])),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
});
export const OutboxPage = Type.Object({ items: Type.Array(OutboxMessage), totalItems: Type.Integer({ minimum: 0 }) });
export type OutboxPage = Static<typeof OutboxPage>;

/** When reminders go for something with a due date: so many days before it (0: on the day), then weekly while it is open. */
export const ReminderSchedule = Type.Object({
  daysBefore: Type.Array(Type.Integer({ minimum: 0, maximum: 60 }), { maxItems: 10, uniqueItems: true }),
  weeklyOverdue: Type.Boolean(),
}, { additionalProperties: false });
export type ReminderSchedule = Static<typeof ReminderSchedule>;
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { daysBefore: [7, 1, 0], weeklyOverdue: true };

const TAGS = ['notifications'];

export const ENDPOINTS = defineEndpoints({
  getNotifications: {
    method: 'GET', path: NOTIFICATIONS_API.list, access: 'session', tags: TAGS,
    summary: "The caller's notifications, newest first, and how many are unread",
    query: NotificationQuery, responses: { 200: NotificationList },
  },
  postNotificationRead: {
    method: 'POST', path: NOTIFICATIONS_API.read, access: 'session', tags: TAGS,
    summary: 'Marks one of the caller\'s notifications read',
    params: NotificationParamsPath, responses: { 204: NoContent }, errors: ['NOTIFICATION_NOT_FOUND'],
  },
  postNotificationsReadAll: {
    method: 'POST', path: NOTIFICATIONS_API.readAll, access: 'session', tags: TAGS,
    summary: "Marks all the caller's notifications read",
    responses: { 204: NoContent },
  },
  getNotificationPreferences: {
    method: 'GET', path: NOTIFICATIONS_API.preferences, access: 'session', tags: TAGS,
    summary: "The caller's channel and frequency for each category they may hear of",
    responses: { 200: Preferences },
  },
  putNotificationPreferences: {
    method: 'PUT', path: NOTIFICATIONS_API.preferences, access: 'session', tags: TAGS,
    summary: 'Sets the channel and frequency of some categories; answers them all',
    body: PreferencesBody, responses: { 200: Preferences }, errors: ['CATEGORY_NOT_YOURS'],
  },
  getNotificationUnsubscribe: {
    method: 'GET', path: NOTIFICATIONS_API.unsubscribe, access: 'public', tags: TAGS,
    summary: "An e-mail's unsubscribe link: a page with one button that turns the category's e-mail off (a link scanner's GET changes nothing)",
    query: UnsubscribeQuery, responses: { 200: HtmlPage, 400: HtmlPage },
  },
  postNotificationUnsubscribe: {
    method: 'POST', path: NOTIFICATIONS_API.unsubscribe, access: 'public', tags: TAGS,
    summary: 'One-click unsubscribe (RFC 8058): turns e-mail off for the category the signed token names; no session',
    query: UnsubscribeQuery, body: UnsubscribeForm, consumes: ['application/x-www-form-urlencoded'],
    responses: { 200: HtmlPage, 400: HtmlPage },
  },
  getReminderSchedule: {
    method: 'GET', path: NOTIFICATIONS_API.reminderSchedule, access: 'staff', tags: TAGS,
    summary: "The firm's reminder schedule for what its clients must do by a date (tasks)",
    responses: { 200: ReminderSchedule },
  },
  putReminderSchedule: {
    method: 'PUT', path: NOTIFICATIONS_API.reminderSchedule, access: 'firm-admin', tags: TAGS,
    summary: "Administrators: set the firm's reminder schedule",
    body: ReminderSchedule, responses: { 200: ReminderSchedule },
  },
  getStaffOutbox: {
    method: 'GET', path: NOTIFICATIONS_API.outbox, access: 'firm-admin', tags: TAGS,
    summary: "The firm's sent, queued and failed e-mails, newest first",
    query: OutboxQuery, responses: { 200: OutboxPage },
  },
});
