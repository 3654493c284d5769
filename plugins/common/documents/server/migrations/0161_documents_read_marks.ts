import type { Kysely } from 'kysely';

/** Documents each user marked read (ClientCenter_ShowClientDocsReadToggle): one row per user and document. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('document_read_marks')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_read_marks_pk', ['user_id', 'document_id'])
    .execute();
  // The user's marks are read per client through documents; a document's marks go with it.
  await db.schema.createIndex('document_read_marks_document').on('document_read_marks').column('document_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_read_marks').execute();
}
