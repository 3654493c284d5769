import { contribute, defineServerFeature } from '@portico/plugin-server';
import { dashboardRoutes } from './routes';
import { dashboardWaiting } from './waiting';
import { WAITING_FOR_YOU } from './waiting-point';
// Released as br.dashboard's: the key never changes when code moves (the migration table records names only).
import * as brDashboard from './migrations/0120_br_dashboard';
import * as renamed from './migrations/0370_common_dashboard_document_reads';

/** The contribution point other features' server modules give their waiting-for-you provider to. */
export { WAITING_FOR_YOU, type WaitingContext, type WaitingEntry, type WaitingProvider } from './waiting-point';

/** The dashboard of every variant: the "waiting for you" list over every enabled feature, and which firm documents were opened. */
export default defineServerFeature({
  id: 'common.dashboard',
  routes: dashboardRoutes,
  migrations: { '0120_br_dashboard': brDashboard, '0370_common_dashboard_document_reads': renamed },
  tables: ['common_dashboard_document_reads'],
  contributes: contribute(WAITING_FOR_YOU, dashboardWaiting),
});
