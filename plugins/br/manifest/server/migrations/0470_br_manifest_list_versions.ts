import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each client's manifest list version, moved by triggers in the same transaction as every insert and delete of
 * br_manifest_documents and every update of a column the list filters on (whoever writes: the intake, the
 * distribution, an event's answer, the seed, a bulk load), so a count filed under a version is never stale
 * (list-totals.ts). The full XML arriving changes no count and moves nothing. No row reads as version 0.
 */
const FILTERED = 'client_id, access_key, emitter_cnpj, emitter_name, issued_at, authorized_at, status, nfe_status';
const bump = (row: 'new' | 'old') => sql`insert into br_manifest_list_versions (client_id, version) values (${sql.raw(row)}.client_id, 1)
  on conflict (client_id) do update set version = br_manifest_list_versions.version + 1;`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('br_manifest_list_versions')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function br_manifest_list_versions_track() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${bump('old')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${bump('new')} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger br_manifest_list_versions_track after insert or delete or update of ${sql.raw(FILTERED)}
      on br_manifest_documents for each row execute function br_manifest_list_versions_track()`.execute(db);
    return;
  }
  await sql`create trigger br_manifest_list_versions_insert after insert on br_manifest_documents begin ${bump('new')} end`.execute(db);
  await sql`create trigger br_manifest_list_versions_update after update of ${sql.raw(FILTERED)} on br_manifest_documents
    begin ${bump('old')} ${bump('new')} end`.execute(db);
  await sql`create trigger br_manifest_list_versions_delete after delete on br_manifest_documents begin ${bump('old')} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger br_manifest_list_versions_track on br_manifest_documents`.execute(db);
    await sql`drop function br_manifest_list_versions_track()`.execute(db);
  } else {
    for (const change of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`br_manifest_list_versions_${change}`)}`.execute(db);
  }
  await db.schema.dropTable('br_manifest_list_versions').execute();
}
