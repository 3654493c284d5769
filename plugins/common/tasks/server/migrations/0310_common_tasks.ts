import type { Kysely } from 'kysely';
import { binaryColumnType } from '@portico/plugin-server';

/**
 * Tasks the firm asks of a client (any kind), and the document request's items and the documents given for them.
 * Once released, this file and its name never change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('sent_back_reason', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('common_tasks_client').on('common_tasks').columns(['client_id', 'state']).execute();
  await db.schema.createTable('common_task_request_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('task_id', 'text', (c) => c.notNull().references('common_tasks.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('container_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('not_applicable_reason', 'text')
    .addColumn('rejected_reason', 'text')
    .addColumn('template_name', 'text')
    .addColumn('template_content', binaryColumnType(db))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('common_task_request_items_task').on('common_task_request_items').columns(['task_id', 'position']).execute();
  await db.schema.createTable('common_task_request_files')
    .addColumn('item_id', 'text', (c) => c.notNull().references('common_task_request_items.id'))
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('common_task_request_files_pk', ['item_id', 'document_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['common_task_request_files', 'common_task_request_items', 'common_tasks']) await db.schema.dropTable(t).execute();
}
