import type { Kysely } from 'kysely';
import { binaryColumnType } from '@portico/plugin-server';

/**
 * A firm's settings beside core's firms row (whose theme column the theme lives in): its support channels and limits, and
 * the theme's uploaded images. Once released, this file and its name never change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('firm_settings')
    .addColumn('firm_id', 'integer', (c) => c.primaryKey().references('firms.id'))
    .addColumn('support', 'text', (c) => c.notNull())
    .addColumn('quotas', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('firm_settings_images')
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('firms.id'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', binaryColumnType(db), (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('firm_settings_images_pk', ['firm_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('firm_settings_images').execute();
  await db.schema.dropTable('firm_settings').execute();
}
