import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * A notification per person (the centre's items, and what their e-mail and digest are about), each person's
 * preferences per category, and the key the unsubscribe links are signed with. Once released, this file and its
 * name never change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('firm_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.references('clients.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    // none | sent (its own e-mail, outbox_id) | digest (waits for the day's digest) | digested (outbox_id).
    .addColumn('mail_state', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('common_notifications_event').unique().on('common_notifications').columns(['user_id', 'event_key']).execute();
  await db.schema.createIndex('common_notifications_centre').on('common_notifications').columns(['user_id', 'in_app', 'created_at']).execute();
  await db.schema.createIndex('common_notifications_digest').on('common_notifications').columns(['mail_state', 'user_id']).execute();
  await db.schema.createTable('common_notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('common_notification_preferences_pk', ['user_id', 'category'])
    .execute();
  await db.schema.createTable('common_notification_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('common_notification_keys').values({ id: 1, secret: randomBytes(32).toString('base64url') }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['common_notification_keys', 'common_notification_preferences', 'common_notifications']) await db.schema.dropTable(table).execute();
}
