import type { Kysely } from 'kysely';

/** Which firm documents each user has opened from the portal: the dashboard's "unread" is the absence of a row. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_dashboard_document_reads')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('br_dashboard_document_reads_pk', ['user_id', 'document_id'])
    .execute();
  await db.schema.createIndex('br_dashboard_document_reads_client').on('br_dashboard_document_reads').columns(['client_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_dashboard_document_reads').execute();
}
