import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's listings of live documents on partial indexes (where deleted_at is null). The indexes of 0400 lead
 * with (scope, deleted_at, name): SQLite takes `deleted_at is null` as an equality and reads a page in name order,
 * but PostgreSQL does not, so it sorted the scope's rows instead; for a 50,000-document folder it chose a parallel
 * scan of the whole table and a sort of the folder on every page (12 pages a second at 10 connections). SQLite
 * keeps using 0400's. The names are the migration's own (a migration must not change after it ran).
 */
const COLLATIONS = ['portico_root', 'portico_es', 'portico_fr_ca'] as const;
const SCOPES = [['container', 'container_id'], ['client', 'client_id']] as const;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of COLLATIONS) {
    for (const [scope, column] of SCOPES) {
      await sql`CREATE INDEX ${sql.raw(`documents_live_${scope}_${name}`)}
        ON documents (${sql.raw(column)}, name COLLATE ${sql.raw(name)}, id) WHERE deleted_at IS NULL`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of COLLATIONS) {
    for (const [scope] of SCOPES) await db.schema.dropIndex(`documents_live_${scope}_${name}`).execute();
  }
}
