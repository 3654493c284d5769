import type { Kysely } from 'kysely';

/**
 * Bulk sends (issue 35): a batch of one template's task for many clients, one row per client (its task once created,
 * or why it failed), and each task's batch, which the firm's list counts by state. Once released, never changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_task_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('template_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** The template's body as it was sent: a later edit of the template changes no batch under way. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('common_task_batches_firm').on('common_task_batches').columns(['firm_id', 'created_at']).execute();
  await db.schema.createTable('common_task_batch_clients')
    .addColumn('batch_id', 'text', (c) => c.notNull().references('common_task_batches.id'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('task_id', 'text')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('common_task_batch_clients_pk', ['batch_id', 'client_id'])
    .execute();
  await db.schema.alterTable('common_tasks').addColumn('batch_id', 'text').execute();
  await db.schema.createIndex('common_tasks_batch').on('common_tasks').columns(['batch_id', 'state']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('common_tasks_batch').execute();
  await db.schema.alterTable('common_tasks').dropColumn('batch_id').execute();
  await db.schema.dropTable('common_task_batch_clients').execute();
  await db.schema.dropTable('common_task_batches').execute();
}
