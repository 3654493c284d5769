import { defineFeature } from '@portico/plugin';
import widget from './manifest';

/** Tax clearance certificates (CND) of the client companies: the dashboard widget and the client's CND page. */
export default defineFeature({
  id: 'br.cnd',
  dashboardSections: { brWidgetsSection2: { order: 20 } },
  plugins: [widget],
});
