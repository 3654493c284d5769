import type { Kysely } from 'kysely';

/**
 * Delivery protocols. Databases migrated before the features were split got this table from 0107_br_reports_protocols:
 * there the table and its index are kept as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_protocols').ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('document_name', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .execute();
  await db.schema.createIndex('br_protocols_list').ifNotExists().on('br_protocols').columns(['client_id', 'sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_protocols').execute();
}
