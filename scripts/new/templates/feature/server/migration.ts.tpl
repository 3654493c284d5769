import type { Kysely } from 'kysely';

/**
 * __Title__'s entries. Once released, this file and its name never change: a later change is a new migration
 * whose number is above every other migration's, core's and every feature's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('__table__')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('__table___list').on('__table__').columns(['client_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('__table__').execute();
}
