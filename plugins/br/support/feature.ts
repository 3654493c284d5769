import { defineFeature } from '@portico/kernel/feature';

/** Support requests to the firm. */
export default defineFeature({
  id: 'br.support',
  // Its screens arrive with the next issues; the server module is plugins/br/support/server.
  plugins: [],
});
