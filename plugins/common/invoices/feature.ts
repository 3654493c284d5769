import { defineFeature } from '@portico/plugin';
import invoice from './invoice/manifest';

/**
 * Invoices (common.invoices): a task kind of the tasks area (docs/plugins.md "Task kinds"). The client's and the
 * firm's screens are invoice/; the API is contract.ts (with the payment provider's webhook), the server server/.
 */
export default defineFeature({
  id: 'common.invoices',
  plugins: [invoice],
});
