import type { Kysely } from 'kysely';

/** Until when each staff member has looked at the documents the firm's clients uploaded ("new from clients", issue 34). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('document_staff_looks')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('seen_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_staff_looks').execute();
}
