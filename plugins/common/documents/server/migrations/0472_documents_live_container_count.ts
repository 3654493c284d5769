import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL counts a folder's live documents on an index alone. The count checks each row's client as the
 * listing does (container_id and client_id), which none of 0471's indexes hold: for the 50,000-document folder
 * PostgreSQL chose a parallel scan of the whole documents table over reading each row's client from the heap.
 * SQLite keeps its plan (the count is taken once per folder version, the route's cache).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE INDEX documents_live_container_client ON documents (container_id, client_id) WHERE deleted_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropIndex('documents_live_container_client').execute();
}
