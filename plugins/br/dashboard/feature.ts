import { defineFeature } from '@portico/plugin';
import documentsWidget from './documents/manifest';
import waitingWidget from './waiting/manifest';

/**
 * The Brazil dashboard (spec 001 "Dashboard routes"): its tab, the sections it shows, the "waiting for you"
 * list at the top and the firm's latest documents in brWidgetsSection1. Box-E, manifest and service-request
 * widgets join the CND in brWidgetsSection2 (their features declare it alike), so no row stands half empty.
 */
export default defineFeature({
  id: 'br.dashboard',
  dashboards: {
    brDashboard: { titleKey: 'dashboard.title', order: 10, sections: ['brWaitingSection', 'brWidgetsSection1', 'brWidgetsSection2'] },
  },
  dashboardSections: { brWaitingSection: { order: 5 }, brWidgetsSection1: { order: 10 }, brWidgetsSection2: { order: 20 } },
  plugins: [waitingWidget, documentsWidget],
});
