import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The client list's search (server/routes/clients.ts: part of lower(name) or lower(nickname)) on a trigram index,
 * so a search at 5,000 clients reads only the matching ones. PostgreSQL: pg_trgm GIN indexes on exactly the two
 * expressions the route compares. SQLite: an FTS5 trigram table over name and nickname kept by triggers, whose
 * case folding matches at least what the route's LIKE does; the route rechecks with that LIKE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX clients_name_trgm ON clients USING gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX clients_nickname_trgm ON clients USING gin (lower(nickname) gin_trgm_ops)`.execute(db);
    return;
  }
  // External content on clients' rowid (no INTEGER PRIMARY KEY: after a VACUUM, 'rebuild' re-syncs it).
  await sql`CREATE VIRTUAL TABLE clients_name_trigrams USING fts5(name, nickname, content = 'clients', content_rowid = 'rowid',
    tokenize = 'trigram case_sensitive 0')`.execute(db);
  await sql`CREATE TRIGGER clients_name_trigrams_insert AFTER INSERT ON clients BEGIN
    INSERT INTO clients_name_trigrams (rowid, name, nickname) VALUES (new.rowid, new.name, new.nickname); END`.execute(db);
  await sql`CREATE TRIGGER clients_name_trigrams_delete AFTER DELETE ON clients BEGIN
    INSERT INTO clients_name_trigrams (clients_name_trigrams, rowid, name, nickname) VALUES ('delete', old.rowid, old.name, old.nickname); END`.execute(db);
  await sql`CREATE TRIGGER clients_name_trigrams_update AFTER UPDATE OF name, nickname ON clients BEGIN
    INSERT INTO clients_name_trigrams (clients_name_trigrams, rowid, name, nickname) VALUES ('delete', old.rowid, old.name, old.nickname);
    INSERT INTO clients_name_trigrams (rowid, name, nickname) VALUES (new.rowid, new.name, new.nickname); END`.execute(db);
  await sql`INSERT INTO clients_name_trigrams (clients_name_trigrams) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP INDEX clients_nickname_trgm`.execute(db);
    await sql`DROP INDEX clients_name_trgm`.execute(db);
    return;
  }
  for (const trigger of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.raw(`clients_name_trigrams_${trigger}`)}`.execute(db);
  await sql`DROP TABLE clients_name_trigrams`.execute(db);
}
