import { defineFeature } from '@portico/kernel/feature';

/** Tax clearance certificates (CND) of the client companies; their widget takes the dashboard's second Brazilian section. */
export default defineFeature({
  id: 'br.cnd',
  dashboardSections: { brWidgetsSection2: { order: 20 } },
  // Its screens arrive with the next issues; the server module is plugins/br/cnd/server.
  plugins: [],
});
