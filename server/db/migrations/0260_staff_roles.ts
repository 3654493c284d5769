import { sql, type Kysely } from 'kysely';

/**
 * A staff member's role in the firm's workspace: 'administrator' (the firm's settings, its staff, everything) or
 * 'staff' (the firm's clients and their work). Null for a client contact. Staff before roles existed could do
 * everything, so they become administrators.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();
  await sql`UPDATE users SET staff_role = 'administrator' WHERE is_staff = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
