import type { Kysely } from 'kysely';

/** A firm's help configuration: search, how-to and privacy addresses, and its suggested topics. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('core_help_sites')
    .addColumn('firm_id', 'integer', (c) => c.primaryKey().references('firms.id'))
    .addColumn('search_url', 'text')
    .addColumn('how_to_url', 'text')
    .addColumn('privacy_urls', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('core_help_topics')
    .addColumn('firm_id', 'integer', (c) => c.notNull().references('core_help_sites.firm_id'))
    .addColumn('topic_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('screens', 'text', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addPrimaryKeyConstraint('core_help_topics_pk', ['firm_id', 'topic_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['core_help_topics', 'core_help_sites']) await db.schema.dropTable(t).execute();
}
