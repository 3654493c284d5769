import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Box-E's pages and search on indexes. Every sort the list offers, in both directions, with the id tiebreak
 * ascending as the route orders (`<column> desc, id` is not the reverse walk of `<column>, id`), so a page (by
 * offset or by cursor) walks one index range and never sorts the store. Search: on PostgreSQL pg_trgm GIN
 * indexes on the very expressions the exact filter tests (lower(name), the key), plus the number's equality;
 * on SQLite an FTS5 trigram table kept by triggers, read as a superset the exact filter then rechecks.
 */
const SORTS: Record<string, string> = {
  issued_at: 'issued_at', access_key: 'access_key', emitter_name: 'emitter_name', emitter_cnpj: 'emitter_cnpj',
  recipient_name: 'recipient_name', amount_cents: 'amount_cents', status: 'status', model: 'model',
  number: 'cast(number as integer)', series: 'cast(series as integer)',
};
/** Superseded by the sort indexes above (each is their leading part). */
const REPLACED = {
  br_fiscal_documents_list: ['client_id', 'kind', 'issued_at'],
  br_fiscal_documents_emitter: ['client_id', 'kind', 'emitter_cnpj'],
  br_fiscal_documents_amount: ['client_id', 'kind', 'amount_cents'],
};
const TRIGRAM_EXPRESSIONS = { emitter: 'lower(emitter_name)', recipient: 'lower(recipient_name)', key: 'access_key' };

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, expression] of Object.entries(SORTS)) {
    for (const direction of ['asc', 'desc']) {
      await sql`create index ${sql.raw(`br_fiscal_documents_by_${name}_${direction}`)} on br_fiscal_documents
        (client_id, kind, ${sql.raw(`${expression} ${direction}`)}, id)`.execute(db);
    }
  }
  for (const name of Object.keys(REPLACED)) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('br_fiscal_documents_number').on('br_fiscal_documents').columns(['client_id', 'kind', 'number']).execute();
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [name, expression] of Object.entries(TRIGRAM_EXPRESSIONS)) {
      await sql`create index ${sql.raw(`br_fiscal_documents_trgm_${name}`)} on br_fiscal_documents using gin (${sql.raw(expression)} gin_trgm_ops)`.execute(db);
    }
    return;
  }
  // The trigram tokenizer folds case (Unicode, wider than SQLite's ASCII lower()/LIKE): a superset of today's matches.
  await sql`create virtual table br_fiscal_documents_search using fts5(
    emitter_name, recipient_name, access_key, doc_id unindexed, tokenize = 'trigram')`.execute(db);
  const add = sql`insert into br_fiscal_documents_search (rowid, emitter_name, recipient_name, access_key, doc_id)
    values (new.rowid, new.emitter_name, new.recipient_name, new.access_key, new.id);`;
  const remove = sql`delete from br_fiscal_documents_search where rowid = old.rowid;`;
  await sql`insert into br_fiscal_documents_search (rowid, emitter_name, recipient_name, access_key, doc_id)
    select rowid, emitter_name, recipient_name, access_key, id from br_fiscal_documents`.execute(db);
  await sql`create trigger br_fiscal_documents_search_insert after insert on br_fiscal_documents begin ${add} end`.execute(db);
  await sql`create trigger br_fiscal_documents_search_update after update of emitter_name, recipient_name, access_key, id
    on br_fiscal_documents begin ${remove} ${add} end`.execute(db);
  await sql`create trigger br_fiscal_documents_search_delete after delete on br_fiscal_documents begin ${remove} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of Object.keys(TRIGRAM_EXPRESSIONS)) await db.schema.dropIndex(`br_fiscal_documents_trgm_${name}`).execute();
  } else {
    for (const change of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`br_fiscal_documents_search_${change}`)}`.execute(db);
    await sql`drop table br_fiscal_documents_search`.execute(db);
  }
  await db.schema.dropIndex('br_fiscal_documents_number').execute();
  for (const [name, columns] of Object.entries(REPLACED)) await db.schema.createIndex(name).on('br_fiscal_documents').columns(columns).execute();
  for (const name of Object.keys(SORTS)) {
    for (const direction of ['asc', 'desc']) await db.schema.dropIndex(`br_fiscal_documents_by_${name}_${direction}`).execute();
  }
}
