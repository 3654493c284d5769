import type { Kysely } from 'kysely';

/** A share link's optional password, as a scrypt hash (routes/share.ts); links made before have none. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').addColumn('password_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').dropColumn('password_hash').execute();
}
