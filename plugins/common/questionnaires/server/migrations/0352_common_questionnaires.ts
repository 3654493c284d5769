import type { Kysely } from 'kysely';

/** A questionnaire's questions and the client's answers (one row each, saved as they go). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_questionnaire_questions')
    .addColumn('task_id', 'text', (c) => c.notNull().references('common_tasks.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('show_if_key', 'text')
    .addColumn('show_if_equals', 'text')
    .addPrimaryKeyConstraint('common_questionnaire_questions_pk', ['task_id', 'key'])
    .execute();
  await db.schema.createTable('common_questionnaire_answers')
    .addColumn('task_id', 'text', (c) => c.notNull().references('common_tasks.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('common_questionnaire_answers_pk', ['task_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['common_questionnaire_answers', 'common_questionnaire_questions']) await db.schema.dropTable(t).execute();
}
