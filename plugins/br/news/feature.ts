import { defineFeature } from '@portico/kernel/feature';

/** The firm's news for its clients; the news widget shares the dashboard's first Brazilian section. */
export default defineFeature({
  id: 'br.news',
  dashboardSections: { brWidgetsSection1: { order: 10 } },
  // Its screens arrive with the next issues; the server module is plugins/br/news/server.
  plugins: [],
});
