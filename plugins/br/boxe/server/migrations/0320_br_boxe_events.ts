import type { Kysely } from 'kysely';

/** Events the intake attached to a stored document (cancellation, CC-e, manifest events), each with its XML. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_boxe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('br_fiscal_documents.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('br_boxe_events_once').on('br_boxe_events').columns(['document_id', 'event_id']).unique().execute();
  // The intake finds a client's document by its key.
  await db.schema.createIndex('br_fiscal_documents_client_key').on('br_fiscal_documents').columns(['client_id', 'access_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('br_fiscal_documents_client_key').execute();
  await db.schema.dropTable('br_boxe_events').execute();
}
