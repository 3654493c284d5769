import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

/** Rescisão: the reason (eSocial table 19), its notice and the dates. At /actions/service-request/termination-calculation. */
export default definePlugin({
  id: 'br.service-requests/termination-calculation',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'terminationCalculation',
  route: 'service-request/termination-calculation',
  icon: 'terminationCalculation',
  titleKey: 'termination.title',
  authorize: notDenied,
  load: () => import('./TerminationCalculation'),
});
