import type { Kysely } from 'kysely';

/** NF-e manifest: client certificates, received NF-e and the recipient events registered on them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_manifest_certificates')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('cnpj', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('br_manifest_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('access_key', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('emitter_cnpj', 'text', (c) => c.notNull())
    .addColumn('emitter_name', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('authorized_at', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addUniqueConstraint('br_manifest_documents_key', ['client_id', 'access_key'])
    .execute();
  await db.schema.createIndex('br_manifest_documents_list').on('br_manifest_documents')
    .columns(['client_id', 'issued_at']).execute();
  await db.schema.createTable('br_manifest_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('br_manifest_documents.id'))
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('justification', 'text')
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .addColumn('registered_by', 'text', (c) => c.notNull())
    // nSeqEvento per code: a third registration of the same event cannot slip in under concurrency.
    .addUniqueConstraint('br_manifest_events_seq', ['document_id', 'code', 'sequence'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_manifest_events', 'br_manifest_documents', 'br_manifest_certificates']) await db.schema.dropTable(t).execute();
}
