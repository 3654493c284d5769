import type { Kysely } from 'kysely';
import { binaryColumnType } from '@portico/plugin-server';

/** A PDF the firm sends to sign, with its signers. Once released, this file and its name never change. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_esign_requests')
    .addColumn('task_id', 'text', (c) => c.primaryKey().references('common_tasks.id'))
    .addColumn('document_name', 'text', (c) => c.notNull())
    .addColumn('content', binaryColumnType(db), (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('container_id', 'text', (c) => c.notNull())
    .addColumn('in_order', 'integer', (c) => c.notNull())
    .addColumn('signed_document_id', 'text')
    .addColumn('signed_sha256', 'text')
    .execute();
  await db.schema.createTable('common_esign_signers')
    .addColumn('task_id', 'text', (c) => c.notNull().references('common_esign_requests.task_id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('typed_name', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('document_sha256', 'text')
    .addColumn('declined_reason', 'text')
    .addPrimaryKeyConstraint('common_esign_signers_pk', ['task_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['common_esign_signers', 'common_esign_requests']) await db.schema.dropTable(t).execute();
}
