import type { Kysely } from 'kysely';

/** The firm's task templates (issue 35): a named kind and body to send again. Once released, never changes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_task_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** What the kind creates its tasks from, as JSON text. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('common_task_templates_name', ['firm_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('common_task_templates').execute();
}
