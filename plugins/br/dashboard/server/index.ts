import { contribute, defineServerFeature } from '@portico/plugin-server';
import { dashboardRoutes } from './routes';
import { dashboardWaiting } from './waiting';
import { WAITING_FOR_YOU } from './waiting-point';
import * as brDashboard from './migrations/0120_br_dashboard';

/** The contribution point other features' server modules give their waiting-for-you provider to. */
export { WAITING_FOR_YOU, type WaitingContext, type WaitingEntry, type WaitingProvider } from './waiting-point';

/** The Brazil dashboard: the "waiting for you" list over every enabled feature, and which firm documents were opened. */
export default defineServerFeature({
  id: 'br.dashboard',
  routes: dashboardRoutes,
  migrations: { '0120_br_dashboard': brDashboard },
  tables: ['br_dashboard_document_reads'],
  contributes: contribute(WAITING_FOR_YOU, dashboardWaiting),
});
