import { definePlugin } from '@portico/kernel/plugin';
import { notDenied } from '../../access';

export default definePlugin({
  id: 'br.service-requests/partner-registration',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'partnerRegistration',
  route: 'service-request/partner-registration',
  titleKey: 'actions.partnerRegistration',
  icon: 'partnerRegistration',
  permissions: ['ServiceRequest.Partner'],
  authorize: notDenied,
  load: () => import('./PartnerRegistration'),
});
