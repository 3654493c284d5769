import type { Kysely } from 'kysely';

/** Tax profiles of client companies and the firm's overrides of single due dates. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_tax_profiles')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id'))
    .addColumn('regime', 'text', (c) => c.notNull())
    .addColumn('has_employees', 'integer', (c) => c.notNull())
    .addColumn('uf', 'text')
    .addColumn('municipality', 'text')
    .execute();
  await db.schema.createTable('br_tax_overrides')
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('obligation', 'text', (c) => c.notNull())
    .addColumn('competence', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('br_tax_overrides_pk', ['firm_id', 'obligation', 'competence'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_tax_overrides', 'br_tax_profiles']) await db.schema.dropTable(t).execute();
}
