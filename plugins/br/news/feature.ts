import { defineFeature } from '@portico/plugin';
import widget from './manifest';
import staff from './staff/manifest';

/** The firm's news: a dashboard widget and the article page it opens for contacts, the publishing area for staff. */
export default defineFeature({
  id: 'br.news',
  dashboardSections: { brWidgetsSection1: { order: 10 } },
  plugins: [widget, staff],
});
