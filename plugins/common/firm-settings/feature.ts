import { defineFeature } from '@portico/plugin';
import area from './area/manifest';

/**
 * Firm settings (common.firm-settings): what a firm's administrators set for its portal, in the firm's
 * workspace at /staff/settings. The API contract is contract.ts, the server module server/, the texts i18n/.
 */
export default defineFeature({
  id: 'common.firm-settings',
  plugins: [area],
});
