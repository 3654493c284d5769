import { defineFeature } from '@portico/plugin';
import widget from './manifest';
import staff from './staff/manifest';

/** The Brazilian tax calendar: the next due dates, on the dashboard's first Brazilian section (spec 001); the firm's staff override single dates (/staff/tax-calendar). */
export default defineFeature({
  id: 'br.tax-calendar',
  dashboardSections: { brWidgetsSection1: { order: 10 } },
  plugins: [widget, staff],
});
