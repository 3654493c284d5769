import { defineFeature } from '@portico/plugin';
import area from './manifest';
import { DASHBOARD_FLAGS } from './dashboard-flags';

/** Home: the dashboard, whose tabs, sections and widgets other features contribute. */
export default defineFeature({
  id: 'common.home',
  plugins: [area],
  flags: [
    { id: DASHBOARD_FLAGS.newDashboard, name: 'New dashboard', description: 'The tabbed dashboard with a sticky header (spec 001 "Dashboard routes")', value: false },
    { id: DASHBOARD_FLAGS.newBrDashboard, name: 'New Brazil dashboard', description: 'The tabbed dashboard for the Brazilian variant', value: false },
  ],
});
