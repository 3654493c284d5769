import { defineFeature } from '@portico/plugin';
import widget from './manifest';
import staff from './staff/manifest';

/** Tax clearance certificates (CND) of the client companies: the dashboard widget and the client's CND page; the firm's staff record them (/staff/certificates). */
export default defineFeature({
  id: 'br.cnd',
  dashboardSections: { brWidgetsSection2: { order: 20 } },
  plugins: [widget, staff],
});
