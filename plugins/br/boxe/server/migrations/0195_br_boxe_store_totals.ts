import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each store's document count and amount, kept by triggers in the same transaction as every insert, update
 * and delete of br_fiscal_documents (whoever writes: the server, the seed, a bulk load), so a store page reads
 * one row instead of summing the store. `version` moves with every change: filtered totals are cached by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_fiscal_store_totals')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('documents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('br_fiscal_store_totals_pk', ['client_id', 'kind'])
    .execute();
  await sql`insert into br_fiscal_store_totals (client_id, kind, documents, amount_cents, version)
    select client_id, kind, count(*), coalesce(sum(amount_cents), 0), 1 from br_fiscal_documents group by client_id, kind`.execute(db);
  const removeOld = sql`update br_fiscal_store_totals set documents = documents - 1, amount_cents = amount_cents - old.amount_cents,
    version = version + 1 where client_id = old.client_id and kind = old.kind;`;
  const addNew = sql`insert into br_fiscal_store_totals (client_id, kind, documents, amount_cents, version)
    values (new.client_id, new.kind, 1, new.amount_cents, 1) on conflict (client_id, kind) do update set
    documents = br_fiscal_store_totals.documents + 1, amount_cents = br_fiscal_store_totals.amount_cents + excluded.amount_cents,
    version = br_fiscal_store_totals.version + 1;`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function br_fiscal_store_totals_track() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${removeOld} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${addNew} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger br_fiscal_store_totals_track after insert or update or delete on br_fiscal_documents
      for each row execute function br_fiscal_store_totals_track()`.execute(db);
    return;
  }
  await sql`create trigger br_fiscal_store_totals_insert after insert on br_fiscal_documents begin ${addNew} end`.execute(db);
  await sql`create trigger br_fiscal_store_totals_update after update on br_fiscal_documents begin ${removeOld} ${addNew} end`.execute(db);
  await sql`create trigger br_fiscal_store_totals_delete after delete on br_fiscal_documents begin ${removeOld} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger br_fiscal_store_totals_track on br_fiscal_documents`.execute(db);
    await sql`drop function br_fiscal_store_totals_track()`.execute(db);
  } else {
    for (const change of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`br_fiscal_store_totals_${change}`)}`.execute(db);
  }
  await db.schema.dropTable('br_fiscal_store_totals').execute();
}
