import { definePlugin } from '@portico/plugin';
import { REPORTS_ACCESS } from '../report/access';

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
  ...REPORTS_ACCESS,
  load: () => import('./PayrollEntries'),
});
