import { defineFeature } from '@portico/plugin';
import widget from './manifest';

/** The Brazilian tax calendar: the next due dates, on the dashboard's first Brazilian section (spec 001). */
export default defineFeature({
  id: 'br.tax-calendar',
  dashboardSections: { brWidgetsSection1: { order: 10 } },
  plugins: [widget],
});
