import { definePlugin } from '@portico/plugin';
import { notDeniedAndGranted } from '../../access';
import { SERVICE_REQUEST_PERMISSIONS } from '../../permissions';

export default definePlugin({
  id: 'br.service-requests/intern-registration',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'internRegistration',
  route: 'service-request/intern-registration',
  titleKey: 'actions.internRegistration',
  icon: 'internRegistration',
  permissions: [SERVICE_REQUEST_PERMISSIONS.intern],
  authorize: notDeniedAndGranted(SERVICE_REQUEST_PERMISSIONS.intern),
  load: () => import('./InternRegistration'),
});
