import { definePlugin } from '@portico/plugin';
import { REPORTS_ACCESS } from '../report/access';

/** Payroll registrations report: admissions, terminations and changes with their eSocial receipts. */
export default definePlugin({
  id: 'br.reports/payroll-registrations',
  kind: 'action',
  section: 'brReportsSection',
  actionType: 'payrollRegistrationsReport',
  route: 'br-reports/payroll-registrations',
  icon: 'registration',
  order: 30,
  titleKey: 'payrollRegistrations.title',
  ...REPORTS_ACCESS,
  load: () => import('./PayrollRegistrations'),
});
