import { defineFeature } from '@portico/kernel/feature';
import dashboardWidget from './widget/manifest';
import mocks from './actions/mocks/manifest';

/** Service requests to the firm (payroll entries, registrations, vacations, terminations …), in their section of the actions overview. */
export default defineFeature({
  id: 'br.service-requests',
  sections: { serviceRequestSection: { titleKey: 'sections.serviceRequestSection' } },
  // Its screens arrive with the next issues; the server module is plugins/br/service-requests/server.
  dashboardSections: { brWidgetsSection3: { order: 30 } },
  plugins: [mocks, dashboardWidget],
});
