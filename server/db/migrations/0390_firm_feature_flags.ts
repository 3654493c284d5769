import type { Kysely } from 'kysely';

/** A firm's own value of a feature flag, set by its administrators (GET /api/flags/v1/flags answers it first). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('firm_feature_flags')
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('flag_id', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('firm_feature_flags_pk', ['firm_id', 'flag_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('firm_feature_flags').execute();
}
