import type { Kysely } from 'kysely';
import { binaryColumnType } from '@portico/plugin-server';

/**
 * Printables made from stored documents, per generator version (printable.ts PRINTABLE_VERSION): kept in the
 * shared database so every server instance serves one it or another made, and removed with their document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_boxe_printables')
    .addColumn('document_id', 'text', (c) => c.notNull().references('br_fiscal_documents.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('pdf', binaryColumnType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('br_boxe_printables_pk', ['document_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_boxe_printables').execute();
}
