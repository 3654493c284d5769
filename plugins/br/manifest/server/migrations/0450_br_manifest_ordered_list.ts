import { sql, type Kysely } from 'kysely';

/**
 * The received NF-e list on one index in its order (`issued_at desc, id`, the id tiebreak ascending, so not the
 * backward walk of an ascending index): a page by offset or by cursor reads one index range and never sorts the
 * client's whole list. It supersedes br_manifest_documents_list (client_id, issued_at), its leading part.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index br_manifest_documents_by_issued_desc on br_manifest_documents (client_id, issued_at desc, id)`.execute(db);
  await db.schema.dropIndex('br_manifest_documents_list').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('br_manifest_documents_list').on('br_manifest_documents').columns(['client_id', 'issued_at']).execute();
  await db.schema.dropIndex('br_manifest_documents_by_issued_desc').execute();
}
