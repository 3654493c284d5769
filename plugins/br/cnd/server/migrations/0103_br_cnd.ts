import type { Kysely } from 'kysely';

/** CND: issuing agencies, the agencies watched per client, and the crawler's certificate history. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_cnd_agencies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('jurisdiction', 'text')
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('br_cnd_client_agencies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('agency_id', 'text', (c) => c.notNull().references('br_cnd_agencies.id'))
    .addUniqueConstraint('br_cnd_client_agencies_pair', ['client_id', 'agency_id'])
    .execute();
  await db.schema.createTable('br_cnd_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('agency_id', 'text', (c) => c.notNull().references('br_cnd_agencies.id'))
    .addColumn('crawled_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('certificate_number', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .execute();
  await db.schema.createIndex('br_cnd_history_pair').on('br_cnd_history')
    .columns(['client_id', 'agency_id', 'crawled_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['br_cnd_history', 'br_cnd_client_agencies', 'br_cnd_agencies']) await db.schema.dropTable(t).execute();
}
