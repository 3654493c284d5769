import type { Kysely } from 'kysely';

/**
 * Each time the firm (a staff member, a preview of a client, an API key) opened or downloaded a client's document
 * (issue 40, the client's own trail): the client's Activity page lists them, and an upload's receipt is its first.
 * A document purged from the trash takes its rows with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('document_access_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    // An earlier file of the document (a version's download); null for the current file.
    .addColumn('version_id', 'text')
    .addColumn('actor_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('api_key_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_access_log_client').on('document_access_log').columns(['client_id', 'at']).execute();
  await db.schema.createIndex('document_access_log_document').on('document_access_log').columns(['document_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_access_log').execute();
}
