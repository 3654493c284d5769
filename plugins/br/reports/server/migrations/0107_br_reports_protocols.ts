import type { Kysely } from 'kysely';

/**
 * Reports: stored documents, payroll entries, payroll registrations. Until the features were split this migration
 * also created br_protocols; that table is now br.protocols' own (0110_br_protocols, which keeps an existing one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_stored_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('competence', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .execute();
  await db.schema.createIndex('br_stored_documents_list').on('br_stored_documents').columns(['client_id', 'stored_at']).execute();
  await db.schema.createTable('br_payroll_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('competence', 'text', (c) => c.notNull())
    .addColumn('employee_name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull())
    .addColumn('rubric_code', 'text', (c) => c.notNull())
    .addColumn('rubric_description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('br_payroll_entries_list').on('br_payroll_entries').columns(['client_id', 'competence']).execute();
  await db.schema.createTable('br_payroll_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('employee_name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('job_position', 'text', (c) => c.notNull())
    .addColumn('salary_cents', 'bigint')
    .addColumn('esocial_receipt', 'text')
    .execute();
  await db.schema.createIndex('br_payroll_registrations_list').on('br_payroll_registrations').columns(['client_id', 'event_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_payroll_registrations', 'br_payroll_entries', 'br_stored_documents']) await db.schema.dropTable(t).execute();
}
