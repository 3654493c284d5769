import type { Kysely } from 'kysely';

/** Box-E: which firms ordered it, each client's switch, and the stored fiscal XML documents. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_boxe_subscriptions')
    .addColumn('firm_id', 'integer', (c) => c.primaryKey().references('firms.id'))
    .addColumn('ordered_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('br_boxe_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id'))
    .addColumn('last_toggle', 'integer', (c) => c.notNull())
    .addColumn('toggled_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('br_fiscal_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('access_key', 'text')
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('emitter_cnpj', 'text', (c) => c.notNull())
    .addColumn('emitter_name', 'text', (c) => c.notNull())
    .addColumn('recipient_cnpj', 'text')
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('br_fiscal_documents_list').on('br_fiscal_documents')
    .columns(['client_id', 'kind', 'issued_at']).execute();
  await db.schema.createIndex('br_fiscal_documents_key').on('br_fiscal_documents').column('access_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_fiscal_documents', 'br_boxe_clients', 'br_boxe_subscriptions']) await db.schema.dropTable(t).execute();
}
