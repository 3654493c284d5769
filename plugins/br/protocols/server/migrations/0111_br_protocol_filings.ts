import type { Kysely } from 'kysely';
import * as deliveryProtocols from './0110_br_protocols';

/**
 * br_protocols now holds filing receipts (obligation, competence, the authority's protocol number, delivery date)
 * instead of the firm's delivery notes to the client, which no screen showed: the old table and its demo rows go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_protocols').ifExists().execute();
  await db.schema.createTable('br_protocols')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('obligation', 'text', (c) => c.notNull())
    .addColumn('competence', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('br_files.id'))
    .execute();
  await db.schema.createIndex('br_protocols_list').on('br_protocols').columns(['client_id', 'delivered_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('br_protocols').execute();
  await deliveryProtocols.up(db);
}
