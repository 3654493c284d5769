import { defineFeature } from '@portico/plugin';
import clients from './clients/manifest';

/**
 * The firm's clients and contacts (common.firm-clients), a staff area of the firm's workspace: find a client,
 * its contacts, invitations, and the spec's grants and switches with what a contact will see (each shown where
 * the feature reading it is enabled: it declares the name). The API is contract.ts, the server module server/, the texts i18n/.
 */
export default defineFeature({
  id: 'common.firm-clients',
  plugins: [clients],
});
