import { defineServerFeature } from '@portico/plugin-server';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { reportRoutes } from './routes';
import { reportsAccessStep, seedReports } from './seed';
import * as brReportsProtocols from './migrations/0107_br_reports_protocols';

/** Reports: documents the firm stored, payroll entries and payroll registrations. */
export default defineServerFeature({
  id: 'br.reports',
  routes: reportRoutes,
  migrations: { '0107_br_reports_protocols': brReportsProtocols },
  seed: [brazilDemoStep('br.reports', seedReports, BR_DEMO_BEFORE_SPLIT), reportsAccessStep],
  tables: ['br_stored_documents', 'br_payroll_entries', 'br_payroll_registrations'],
});
