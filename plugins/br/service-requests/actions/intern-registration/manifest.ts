import { definePlugin } from '@portico/kernel/plugin';
import { notDenied } from '../../access';

export default definePlugin({
  id: 'br.service-requests/intern-registration',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'internRegistration',
  route: 'service-request/intern-registration',
  titleKey: 'actions.internRegistration',
  icon: 'internRegistration',
  permissions: ['ServiceRequest.Intern'],
  authorize: notDenied,
  load: () => import('./InternRegistration'),
});
