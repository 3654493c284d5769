import { defineFeature } from '@portico/plugin';
import sign, { OPEN_BEFORE_SIGNING_GRANT } from './sign/manifest';

/**
 * E-signature (common.esign): a task kind of the tasks area (docs/plugins.md "Task kinds"). The client's screen
 * and the firm's are sign/; the API is contract.ts, the server module server/ (PAdES sealing), the texts i18n/.
 */
export default defineFeature({
  id: 'common.esign',
  plugins: [sign],
  permissions: [OPEN_BEFORE_SIGNING_GRANT],
});
