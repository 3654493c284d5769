import { sql, type Kysely } from 'kysely';
import { binaryColumnType } from '@portico/plugin-server';

/**
 * The tax authority for real: each client's A1 sealed at rest (key and chain, never the PFX or its password),
 * and every recipient event sent to SEFAZ as a submission with the authority's answer (cStat, xMotivo, nProt,
 * dhRegEvento). One queued submission per NF-e and event code at a time: a second click adds none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('br_manifest_certificates').addColumn('sealed_key', binaryColumnType(db)).execute();
  await db.schema.alterTable('br_manifest_certificates').addColumn('uploaded_at', 'text').execute();
  await db.schema.alterTable('br_manifest_certificates').addColumn('uploaded_by', 'text').execute();
  await db.schema.createTable('br_manifest_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('br_manifest_documents.id'))
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('justification', 'text')
    .addColumn('tp_amb', 'integer', (c) => c.notNull())
    // dhEvento, fixed when the person asked: every retry sends the same signed event.
    .addColumn('event_at', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('c_stat', 'integer')
    .addColumn('reason', 'text')
    .addColumn('protocol', 'text')
    .addColumn('registered_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('event_id', 'text', (c) => c.references('br_manifest_events.id'))
    .execute();
  await db.schema.createIndex('br_manifest_submissions_document').on('br_manifest_submissions').columns(['document_id', 'code']).execute();
  await db.schema.createIndex('br_manifest_submissions_queued').on('br_manifest_submissions').columns(['document_id', 'code'])
    .unique().where(sql.ref('state'), '=', 'Queued').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_manifest_submissions').execute();
  for (const c of ['uploaded_by', 'uploaded_at', 'sealed_key']) await db.schema.alterTable('br_manifest_certificates').dropColumn(c).execute();
}
