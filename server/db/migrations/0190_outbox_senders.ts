import type { Kysely } from 'kysely';

/**
 * Who made each e-mail go out (server/mail/quota.ts): its purpose, the person and the client it was sent for. The
 * mail limits count these rows over the last hour and day, so every instance sharing the database counts the same;
 * they are also the record of every message's recipients. Earlier rows have none and count for nobody.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('purpose', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('sender_user_id', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('outbox_sender').on('outbox').columns(['purpose', 'sender_user_id', 'created_at']).execute();
  await db.schema.createIndex('outbox_client').on('outbox').columns(['purpose', 'client_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_client').execute();
  await db.schema.dropIndex('outbox_sender').execute();
  for (const column of ['client_id', 'sender_user_id', 'purpose']) await db.schema.alterTable('outbox').dropColumn(column).execute();
}
