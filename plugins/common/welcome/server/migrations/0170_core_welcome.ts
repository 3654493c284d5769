import type { Kysely } from 'kysely';

/** Who has dismissed the welcome dialog, and when: one row per user, so it greets each person once on any device. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('core_welcome_seen')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('core_welcome_seen').execute();
}
