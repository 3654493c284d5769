import type { Kysely } from 'kysely';

/** Earlier files of a document, kept when an upload replaces it under the same name. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('document_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('blob_id', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_by', 'text')
    .addColumn('uploaded_by_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_versions_document').on('document_versions').columns(['document_id', 'replaced_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_versions').execute();
}
