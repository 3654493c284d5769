import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

/** Aviso prévio: who gives it, worked or indemnified, with its days (Lei 12.506/2011) and end date. At /actions/service-request/termination-notice. */
export default definePlugin({
  id: 'br.service-requests/termination-notice',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'terminationNotice',
  route: 'service-request/termination-notice',
  icon: 'priorNoticeTermination',
  titleKey: 'notice.title',
  authorize: notDenied,
  load: () => import('./TerminationNotice'),
});
