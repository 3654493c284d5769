import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';
import { LIST_ROUTE } from '../../requests/routes';

/** "Minhas solicitações": the client's requests by RequestKind view, and each request's page with its thread. */
export default definePlugin({
  id: 'br.service-requests/requests',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'serviceRequests',
  route: LIST_ROUTE,
  titleKey: 'actions.requests',
  icon: 'clock',
  order: -1,
  authorize: notDenied,
  load: () => import('../../requests/RequestsPage'),
});
