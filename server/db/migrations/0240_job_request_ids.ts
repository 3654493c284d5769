import type { Kysely } from 'kysely';

/** The request a job was queued by (its request id, as in the request's log lines and X-Request-Id), if any. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('request_id').execute();
}
