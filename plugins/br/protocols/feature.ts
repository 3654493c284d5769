import { defineFeature } from '@portico/plugin';
import filingReceipts from './filing-receipts/manifest';

/** Filing receipts (protocols) of the obligations the firm delivered for the client, in their section of the actions overview. */
export default defineFeature({
  id: 'br.protocols',
  sections: { protocolsSection: { titleKey: 'sections.protocolsSection', icon: 'storedDocumentsProtocols' } },
  plugins: [filingReceipts],
});
