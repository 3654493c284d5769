import type { Kysely } from 'kysely';

/**
 * Distribuição DF-e: per client company and service (NF-e, CT-e) the NSU reached, SEFAZ's maxNSU, its last answer
 * and when the next call is allowed (BR-DOMAIN §2.2: an hour after 137, longer after 656). The firm's options: a
 * Ciência sent by itself for each new summary (in the name of the administrator who switched it on) and whether
 * its clients may upload their own A1. A received NF-e known by its summary only has no XML yet (xml '').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_manifest_distribution')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('last_nsu', 'text', (c) => c.notNull().defaultTo('000000000000000'))
    .addColumn('max_nsu', 'text')
    .addColumn('c_stat', 'integer')
    .addColumn('reason', 'text')
    .addColumn('called_at', 'text')
    .addColumn('next_call_at', 'text')
    .addPrimaryKeyConstraint('br_manifest_distribution_pk', ['client_id', 'service'])
    .execute();
  await db.schema.alterTable('br_manifest_settings').addColumn('auto_ciencia_by', 'text').execute();
  await db.schema.alterTable('br_manifest_settings').addColumn('client_certificate_upload', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['client_certificate_upload', 'auto_ciencia_by']) await db.schema.alterTable('br_manifest_settings').dropColumn(c).execute();
  await db.schema.dropTable('br_manifest_distribution').execute();
}
