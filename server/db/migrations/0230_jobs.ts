import type { Kysely } from 'kysely';

/**
 * Jobs (server/jobs): the queue's jobs (due, running, failed), when each scheduled job kind runs next, claimed by one instance at a time; the outbox row's
 * delivery outcome (mail goes out from a job, retried; after the last try it is marked failed with the SMTP error);
 * the firm each message is sent for, and the firm's sender address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_after']).execute();
  await db.schema.createTable('job_schedules')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('outbox').addColumn('firm_id', 'integer').execute();
  await db.schema.alterTable('outbox').addColumn('failed_at', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('firms').addColumn('mail_from', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('firms').dropColumn('mail_from').execute();
  for (const column of ['last_error', 'failed_at', 'firm_id']) await db.schema.alterTable('outbox').dropColumn(column).execute();
  await db.schema.dropTable('job_schedules').execute();
  await db.schema.dropTable('jobs').execute();
}
