import { defineFeature } from '@portico/plugin';
import { DASHBOARD_SECTIONS } from '../dashboard';
import invoice from './invoice/manifest';
import widget from './widget/manifest';

/**
 * Invoices (common.invoices): a task kind of the tasks area (docs/plugins.md "Task kinds"). The client's and the
 * firm's screens are invoice/, its dashboard card widget/; the API is contract.ts (with the payment provider's webhook), the server server/.
 */
export default defineFeature({
  id: 'common.invoices',
  plugins: [invoice, widget],
  dashboardSections: { homeWidgetsSection: DASHBOARD_SECTIONS.homeWidgetsSection },
});
