import type { Kysely } from 'kysely';

/**
 * Failed sign-ins per source address over all accounts (an IPv6 /64 as one source), with the wait they have
 * earned: kept in the database so every server process counts the same sprayer (issue 32).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('sign_in_source_failures')
    .addColumn('source_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('forget_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_source_failures_forget').on('sign_in_source_failures').column('forget_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_source_failures').execute();
}
