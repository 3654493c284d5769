import type { Kysely } from 'kysely';

/** The firm's invoices to clients (each a task), its payment settings, and the provider's events received. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_invoices')
    .addColumn('task_id', 'text', (c) => c.primaryKey().references('common_tasks.id'))
    .addColumn('firm_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('paid_by', 'text')
    .addUniqueConstraint('common_invoices_number', ['firm_id', 'number'])
    .execute();
  await db.schema.createTable('common_invoice_settings')
    .addColumn('firm_id', 'integer', (c) => c.primaryKey())
    .addColumn('pix_key', 'text')
    .addColumn('merchant_name', 'text')
    .addColumn('merchant_city', 'text')
    .addColumn('payment_link', 'text')
    .execute();
  await db.schema.createTable('common_invoice_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['common_invoice_events', 'common_invoice_settings', 'common_invoices']) await db.schema.dropTable(t).execute();
}
