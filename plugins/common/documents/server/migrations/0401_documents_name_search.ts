import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { foldForSearch } from '../../model/name-order';

/**
 * Whole-client search on an index (queries.ts searchDocuments): each name's search form (foldForSearch, written
 * by every writer through withFolded) in name_folded, found by trigrams: pg_trgm's GIN index on PostgreSQL, an
 * FTS5 trigram table on SQLite kept by triggers. Existing rows are folded here, by the one folding the writers
 * use: should it ever change, a later migration refolds.
 */
const BATCH = 500;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('documents').addColumn('name_folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  // Keyset over the primary key, a batch per statement: the batch as a CTE with named columns (SQLite takes no
  // column list on a FROM (VALUES …) alias), read by a correlated subquery, which both databases run.
  for (let after = ''; ;) {
    const rows = await db.selectFrom('documents').select(['id', 'name']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
    if (!rows.length) break;
    const values = sql.join(rows.map((r) => sql`(${r.id}, ${foldForSearch(r.name)})`));
    await sql`WITH v(id, folded) AS (VALUES ${values})
      UPDATE documents SET name_folded = (SELECT v.folded FROM v WHERE v.id = documents.id) WHERE id IN (SELECT id FROM v)`.execute(db);
    after = rows[rows.length - 1]!.id;
  }
  if (postgres) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX documents_name_folded_trgm ON documents USING gin (name_folded gin_trgm_ops)`.execute(db);
    return;
  }
  // External content on documents' rowid (documents has no INTEGER PRIMARY KEY, so a VACUUM could renumber it:
  // `INSERT INTO documents_name_trigrams(documents_name_trigrams) VALUES ('rebuild')` would then re-sync). The
  // column is folded already, hence case_sensitive: the index holds exactly the text the recheck compares.
  await sql`CREATE VIRTUAL TABLE documents_name_trigrams USING fts5(name_folded, content = 'documents', content_rowid = 'rowid',
    tokenize = 'trigram case_sensitive 1')`.execute(db);
  await sql`CREATE TRIGGER documents_name_trigrams_insert AFTER INSERT ON documents BEGIN
    INSERT INTO documents_name_trigrams (rowid, name_folded) VALUES (new.rowid, new.name_folded); END`.execute(db);
  await sql`CREATE TRIGGER documents_name_trigrams_delete AFTER DELETE ON documents BEGIN
    INSERT INTO documents_name_trigrams (documents_name_trigrams, rowid, name_folded) VALUES ('delete', old.rowid, old.name_folded); END`.execute(db);
  await sql`CREATE TRIGGER documents_name_trigrams_update AFTER UPDATE OF name_folded ON documents BEGIN
    INSERT INTO documents_name_trigrams (documents_name_trigrams, rowid, name_folded) VALUES ('delete', old.rowid, old.name_folded);
    INSERT INTO documents_name_trigrams (rowid, name_folded) VALUES (new.rowid, new.name_folded); END`.execute(db);
  await sql`INSERT INTO documents_name_trigrams (documents_name_trigrams) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP INDEX documents_name_folded_trgm`.execute(db);
  } else {
    for (const trigger of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.raw(`documents_name_trigrams_${trigger}`)}`.execute(db);
    await sql`DROP TABLE documents_name_trigrams`.execute(db);
  }
  await db.schema.alterTable('documents').dropColumn('name_folded').execute();
}
