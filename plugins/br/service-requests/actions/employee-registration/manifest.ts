import { definePlugin } from '@portico/plugin';
import { notDeniedAndGranted } from '../../access';
import { SERVICE_REQUEST_PERMISSIONS } from '../../permissions';

export default definePlugin({
  id: 'br.service-requests/employee-registration',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'employeeRegistration',
  route: 'service-request/employee-registration',
  titleKey: 'actions.employeeRegistration',
  icon: 'employeeRegistration',
  permissions: [SERVICE_REQUEST_PERMISSIONS.employee],
  authorize: notDeniedAndGranted(SERVICE_REQUEST_PERMISSIONS.employee),
  load: () => import('./EmployeeRegistration'),
});
