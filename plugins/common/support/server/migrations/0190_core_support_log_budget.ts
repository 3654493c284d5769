import type { Kysely } from 'kysely';

/**
 * The portal log's limits and retention: each entry records its batch and size, so the rate and volume limits
 * count from the table (every server instance sees the same), and indexes serve those counts and the purge.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('client_logs').addColumn('batch_id', 'text').execute();
  await db.schema.alterTable('client_logs').addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('client_logs_user_received').on('client_logs').columns(['user_id', 'received_at']).execute();
  await db.schema.createIndex('client_logs_received').on('client_logs').column('received_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('client_logs_received').execute();
  await db.schema.dropIndex('client_logs_user_received').execute();
  await db.schema.alterTable('client_logs').dropColumn('size_bytes').execute();
  await db.schema.alterTable('client_logs').dropColumn('batch_id').execute();
}
