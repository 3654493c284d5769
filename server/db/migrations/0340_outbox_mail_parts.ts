import type { Kysely } from 'kysely';

/**
 * What a notification e-mail carries beyond the plain text (server/mail/mailer.ts): its HTML part, its one-click
 * unsubscribe address (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), and the key of the event it is about,
 * unique, so that one event never records two messages however often it is handled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('unsubscribe_url', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('outbox_idempotency_key').unique().on('outbox').column('idempotency_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_idempotency_key').execute();
  for (const column of ['idempotency_key', 'unsubscribe_url', 'html']) await db.schema.alterTable('outbox').dropColumn(column).execute();
}
