import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

/** Afastamento (eSocial S-2230): the reason (table 18) and its dates. At /actions/service-request/employee-leave. */
export default definePlugin({
  id: 'br.service-requests/employee-leave',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'employeeLeave',
  route: 'service-request/employee-leave',
  icon: 'employeeLeave',
  titleKey: 'leave.title',
  authorize: notDenied,
  load: () => import('./EmployeeLeave'),
});
