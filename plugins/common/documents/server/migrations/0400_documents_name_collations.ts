import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Folder and client listings ordered in the database by the portal's name order (server/name-collation.ts):
 * one index per collation, so a page of a 50,000-document folder reads only its own rows. SQLite's collations
 * come from the extension every connection loads (server/db/database.ts); PostgreSQL's are created here.
 * The migration names them itself rather than import the list: a migration must not change after it ran.
 */
const COLLATIONS = [['portico_root', 'und-u-kn-true'], ['portico_es', 'es-u-kn-true'], ['portico_fr_ca', 'fr-CA-u-kn-true']] as const;
const SCOPES = [['container', 'container_id'], ['client', 'client_id']] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [name, locale] of COLLATIONS) {
      await sql`CREATE COLLATION IF NOT EXISTS ${sql.raw(name)} (provider = icu, locale = ${sql.lit(locale)})`.execute(db);
    }
  }
  for (const [name] of COLLATIONS) {
    for (const [scope, column] of SCOPES) {
      await sql`CREATE INDEX ${sql.raw(`documents_${scope}_${name}`)}
        ON documents (${sql.raw(column)}, deleted_at, name COLLATE ${sql.raw(name)}, id)`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of COLLATIONS) {
    for (const [scope] of SCOPES) await db.schema.dropIndex(`documents_${scope}_${name}`).execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [name] of COLLATIONS) await sql`DROP COLLATION IF EXISTS ${sql.raw(name)}`.execute(db);
  }
}
