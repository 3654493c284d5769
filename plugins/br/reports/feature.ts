import { defineFeature } from '@portico/kernel/feature';

/** Reports of stored documents, payroll entries and registrations, in their section of the actions overview. */
export default defineFeature({
  id: 'br.reports',
  sections: { brReportsSection: { titleKey: 'sections.brReportsSection' } },
  // Its screens arrive with the next issues; the server module is plugins/br/reports/server.
  plugins: [],
});
