import { defineFeature } from '@portico/plugin';

/**
 * The Brazil dashboard (spec 001 "Dashboard routes"): its tab and the sections it shows. The "waiting for you" list
 * and the latest documents are common.dashboard's (every variant's); the tax calendar and the news fill
 * brWidgetsSection1, and Box-E, manifest and service-request widgets join the CND in brWidgetsSection2 (their
 * features declare it alike), so no row stands half empty.
 */
export default defineFeature({
  id: 'br.dashboard',
  dashboards: {
    brDashboard: { titleKey: 'dashboard.title', order: 10, sections: ['homeWaitingSection', 'homeWidgetsSection', 'brWidgetsSection1', 'brWidgetsSection2'] },
  },
  dashboardSections: { brWidgetsSection1: { order: 10 }, brWidgetsSection2: { order: 20 } },
});
