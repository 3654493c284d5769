import type { Kysely } from 'kysely';

/**
 * The NF-e's own situation (cSitNFe: authorised, denied, cancelled), and each firm's manifest deadlines
 * (Ciência and conclusive days after authorisation) where it departs from the defaults of 10 and 180.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('br_manifest_documents')
    .addColumn('nfe_status', 'text', (c) => c.notNull().defaultTo('Authorized')).execute();
  await db.schema.createTable('br_manifest_settings')
    .addColumn('firm_id', 'integer', (c) => c.primaryKey().references('firms.id'))
    .addColumn('ciencia_days', 'integer', (c) => c.notNull())
    .addColumn('conclusive_days', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_manifest_settings').execute();
  await db.schema.alterTable('br_manifest_documents').dropColumn('nfe_status').execute();
}
