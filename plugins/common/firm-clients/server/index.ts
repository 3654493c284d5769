import { defineServerFeature } from '@portico/plugin-server';
import { accessRoutes } from './access-routes';
import { contactRoutes } from './contact-routes';
import * as migration from './migrations/0270_common_firm_clients';
import { searchRoute } from './search-route';
import { firmClientsDemo } from './seed';

export { indexClients } from './index-clients';
export { CLIENT_SWITCHES, type ClientSwitchProvider } from './client-switches';

/**
 * The firm's clients and contacts, for its staff (issue 34): search, the client page, invitations and the
 * spec's grants and switches. Found by its path; its routes and seed step run where registry.json enables it.
 */
export default defineServerFeature({
  id: 'common.firm-clients',
  routes: [searchRoute, accessRoutes, contactRoutes],
  migrations: { '0270_common_firm_clients': migration },
  seed: firmClientsDemo,
  tables: ['common_firm_clients_search_terms'],
});
