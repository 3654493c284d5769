import type { Kysely } from 'kysely';
import { indexUnindexedClients } from '../index-clients';

/**
 * The clients' search terms (search-terms.ts), keyed for equality lookups within a firm, and the terms of the
 * clients that exist already. Once released, this file and its name never change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('common_firm_clients_search_terms')
    .addColumn('firm_id', 'integer', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addPrimaryKeyConstraint('common_firm_clients_search_terms_pk', ['firm_id', 'term', 'client_id'])
    .execute();
  await db.schema.createIndex('common_firm_clients_search_terms_client').on('common_firm_clients_search_terms').column('client_id').execute();
  await indexUnindexedClients(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('common_firm_clients_search_terms').execute();
}
