import type { Kysely } from 'kysely';

/** How far the new-device alert has looked through the sign-ins (one row): each run starts after it. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('activity_sign_in_watermark')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_sign_in_watermark').execute();
}
