import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

export default definePlugin({
  id: 'br.service-requests/general-requests',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'generalRequests',
  route: 'service-request/general-requests',
  titleKey: 'actions.generalRequests',
  icon: 'general',
  authorize: notDenied,
  load: () => import('./GeneralRequest'),
});
