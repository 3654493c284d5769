import { definePlugin } from '@portico/plugin';

/** The firm's clients: a staff area at /staff/clients (search) and /staff/clients/:clientId (a client's page). */
export default definePlugin({
  id: 'common.firm-clients/clients',
  kind: 'area',
  audience: 'staff',
  route: 'clients',
  nav: true,
  order: 10,
  icon: 'actions',
  titleKey: 'clients.title',
  load: () => import('./ClientsArea'),
});
