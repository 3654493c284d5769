import { defineFeature } from '@portico/plugin';
import documentsWidget from './documents/manifest';
import waitingWidget from './waiting/manifest';
import { DASHBOARD_SECTIONS } from './sections';

/**
 * The dashboard's widgets every variant has (spec 001 "Dashboard routes"): the "waiting for you" list at the top,
 * over every enabled feature, and the firm's latest documents in the row the open tasks and invoices join. A
 * region's dashboard tab (br.dashboard) lists these sections beside its own.
 */
export default defineFeature({
  id: 'common.dashboard',
  dashboardSections: DASHBOARD_SECTIONS,
  plugins: [waitingWidget, documentsWidget],
});
