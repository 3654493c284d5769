import { definePlugin } from '@portico/plugin';
import { notDeniedAndGranted } from '../../access';
import { SERVICE_REQUEST_PERMISSIONS } from '../../permissions';

export default definePlugin({
  id: 'br.service-requests/partner-registration',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'partnerRegistration',
  route: 'service-request/partner-registration',
  titleKey: 'actions.partnerRegistration',
  icon: 'partnerRegistration',
  permissions: [SERVICE_REQUEST_PERMISSIONS.partner],
  authorize: notDeniedAndGranted(SERVICE_REQUEST_PERMISSIONS.partner),
  load: () => import('./PartnerRegistration'),
});
