import { defineServerFeature } from '@portico/plugin-server';
import { dashboardRoutes } from './routes';
import { dashboardWaiting } from './waiting';
import * as brDashboard from './migrations/0120_br_dashboard';

/** The Brazil dashboard: the "waiting for you" list over every enabled feature, and which firm documents were opened. */
export default defineServerFeature({
  id: 'br.dashboard',
  routes: dashboardRoutes,
  migrations: { '0120_br_dashboard': brDashboard },
  tables: ['br_dashboard_document_reads'],
  waiting: dashboardWaiting,
});
