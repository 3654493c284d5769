import { sql, type Kysely } from 'kysely';

/**
 * What a store screen shows beyond 0102: the model, the status at the tax authority, the recipient's name and
 * the client's role (issued or received). Rows stored before keep working: the model comes from the kind, the
 * role from the client's CNPJ. Indexes serve the filters a 100,000-document store is searched by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('br_fiscal_documents').addColumn('model', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('br_fiscal_documents').addColumn('status', 'text', (c) => c.notNull().defaultTo('authorised')).execute();
  await db.schema.alterTable('br_fiscal_documents').addColumn('recipient_name', 'text').execute();
  await db.schema.alterTable('br_fiscal_documents').addColumn('role', 'text', (c) => c.notNull().defaultTo('received')).execute();
  await sql`update br_fiscal_documents set model = case kind when 'nfe' then '55' when 'nfce' then '65' when 'cte' then '57' when 'cfe' then '59' else '' end`.execute(db);
  await sql`update br_fiscal_documents set role = 'issued' where emitter_cnpj = (select c.cnpj from clients c where c.id = br_fiscal_documents.client_id)`.execute(db);
  await db.schema.createIndex('br_fiscal_documents_status').on('br_fiscal_documents').columns(['client_id', 'kind', 'status', 'issued_at']).execute();
  await db.schema.createIndex('br_fiscal_documents_emitter').on('br_fiscal_documents').columns(['client_id', 'kind', 'emitter_cnpj']).execute();
  await db.schema.createIndex('br_fiscal_documents_amount').on('br_fiscal_documents').columns(['client_id', 'kind', 'amount_cents']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['br_fiscal_documents_status', 'br_fiscal_documents_emitter', 'br_fiscal_documents_amount']) await db.schema.dropIndex(index).execute();
  for (const column of ['role', 'recipient_name', 'status', 'model']) await db.schema.alterTable('br_fiscal_documents').dropColumn(column).execute();
}
