import { defineFeature } from '@portico/kernel/feature';
import dashboardWidget from './widget/manifest';

/** Box-E: fiscal document storage (NF-e, NFC-e, CF-e, CT-e, XML) and its section of the actions overview. */
export default defineFeature({
  id: 'br.boxe',
  sections: { boxESection: { titleKey: 'sections.boxESection' } },
  // Its screens arrive with the next issues; the server module is plugins/br/boxe/server.
  dashboardSections: { brWidgetsSection3: { order: 30 } },
  plugins: [dashboardWidget],
});
