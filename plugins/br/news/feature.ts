import { defineFeature } from '@portico/plugin';
import widget from './manifest';

/** The firm's news for its clients' contacts: a dashboard widget and the article page it opens. */
export default defineFeature({
  id: 'br.news',
  dashboardSections: { brWidgetsSection1: { order: 10 } },
  plugins: [widget],
});
