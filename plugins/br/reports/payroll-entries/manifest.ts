import { definePlugin } from '@portico/kernel/plugin';
import { REPORTS_PERMISSION_NAME } from '../contract';

/** Payroll entries report: earnings and deductions per employee and competence. */
export default definePlugin({
  id: 'br.reports/payroll-entries',
  kind: 'action',
  section: 'brReportsSection',
  actionType: 'payrollEntriesReport',
  route: 'br-reports/payroll-entries',
  icon: 'payrollEntries',
  order: 20,
  titleKey: 'payrollEntries.title',
  permissions: [REPORTS_PERMISSION_NAME],
  load: () => import('./PayrollEntries'),
});
