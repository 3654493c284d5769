import { definePlugin } from '@portico/plugin';
import { notDenied } from '../../access';

export default definePlugin({
  id: 'br.service-requests/payroll-entries',
  kind: 'action',
  section: 'serviceRequestSection',
  actionType: 'payrollEntries',
  route: 'service-request/payroll-entries',
  titleKey: 'actions.payrollEntries',
  icon: 'payrollEntries',
  authorize: notDenied,
  load: () => import('./PayrollEntries'),
});
