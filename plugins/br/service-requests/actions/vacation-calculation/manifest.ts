import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

/** Cálculo de férias: the same facts as the notice, for the firm to compute the pay. At /actions/service-request/vacation-calculation. */
export default definePlugin({
  id: 'br.service-requests/vacation-calculation',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'vacationCalculation',
  route: 'service-request/vacation-calculation',
  icon: 'vacationCalculation',
  titleKey: 'vacation.calculationTitle',
  authorize: notDenied,
  load: () => import('./VacationCalculation'),
});
