import type { SeedStep } from '@portico/plugin-server';
import { indexUnindexedClients } from './index-clients';

/** The demo clients' search terms: core's demo seed makes them after this feature's migration ran. */
export const firmClientsDemo: SeedStep = {
  name: 'common.firm-clients/search-terms',
  run: (ctx) => indexUnindexedClients(ctx.db),
};
