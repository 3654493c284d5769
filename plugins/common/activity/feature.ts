import { defineFeature } from '@portico/plugin';
import page from './page/manifest';

/**
 * Activity (common.activity): the client's own trail at /activity and the export of everything it has in the
 * portal. The API is contract.ts, the server module server/ (other features contribute their events and export
 * parts there), the texts i18n/.
 */
export default defineFeature({
  id: 'common.activity',
  plugins: [page],
});
