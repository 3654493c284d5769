import type { Kysely } from 'kysely';

/** A counter per container, bumped with every change to its documents: it keys cached document pages. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('containers').addColumn('list_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('containers').dropColumn('list_version').execute();
}
