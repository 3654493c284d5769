import { definePlugin } from '@portico/kernel/plugin';
import { notDenied } from '../../access';

export default definePlugin({
  id: 'br.service-requests/employee-registration',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'employeeRegistration',
  route: 'service-request/employee-registration',
  titleKey: 'actions.employeeRegistration',
  icon: 'employeeRegistration',
  permissions: ['ServiceRequest.Employee'],
  authorize: notDenied,
  load: () => import('./EmployeeRegistration'),
});
