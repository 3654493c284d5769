import type { Kysely } from 'kysely';

/** The dashboard moved from br.dashboard to common.dashboard (every variant): its table takes the feature's name. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('br_dashboard_document_reads').renameTo('common_dashboard_document_reads').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('common_dashboard_document_reads').renameTo('br_dashboard_document_reads').execute();
}
