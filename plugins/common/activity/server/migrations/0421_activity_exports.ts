import type { Kysely } from 'kysely';

/** A person's export of everything a client has in the portal (issue 40): its progress, then its file until it expires. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('activity_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('parts_done', 'integer', (c) => c.notNull())
    .addColumn('parts_total', 'integer', (c) => c.notNull())
    .addColumn('blob_id', 'text')
    .addColumn('size', 'bigint')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('activity_exports_requester').on('activity_exports').columns(['user_id', 'client_id', 'requested_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_exports').execute();
}
