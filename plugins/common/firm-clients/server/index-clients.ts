import type { SomeDb } from '@portico/plugin-server';
import { clientTerms } from './search-terms';
import { firmClientsDb } from './tables';

/**
 * (Re)writes the search terms of the given clients. Whatever creates or renames clients calls it (this feature's
 * migration for those that existed, its seed step for the demo's); exported from server/index.ts.
 */
export async function indexClients(trx: SomeDb, clientIds: readonly string[]): Promise<void> {
  if (!clientIds.length) return;
  const db = firmClientsDb(trx);
  const clients = await db.selectFrom('clients').select(['id', 'firmId', 'name', 'nickname', 'cnpj']).where('id', 'in', clientIds).execute();
  await db.deleteFrom('commonFirmClientsSearchTerms').where('clientId', 'in', clientIds).execute();
  const rows = clients.flatMap((c) => clientTerms(c).map((term) => ({ firmId: c.firmId, term, clientId: c.id })));
  // A few hundred rows a statement keeps within both databases' parameter limits.
  for (let i = 0; i < rows.length; i += 300) await db.insertInto('commonFirmClientsSearchTerms').values(rows.slice(i, i + 300)).execute();
}

/** Indexes every client that has no search term yet. */
export async function indexUnindexedClients(trx: SomeDb): Promise<void> {
  const db = firmClientsDb(trx);
  const missing = await db.selectFrom('clients as c').select('c.id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('commonFirmClientsSearchTerms as t').select('t.clientId').whereRef('t.clientId', '=', 'c.id'))))
    .execute();
  for (let i = 0; i < missing.length; i += 200) await indexClients(trx, missing.slice(i, i + 200).map((c) => c.id));
}
