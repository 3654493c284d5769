import { defineFeature } from '@portico/plugin';
import filingReceipts from './filing-receipts/manifest';
import staff from './staff/manifest';

/** Filing receipts (protocols) of the obligations the firm delivered for the client, in their section of the actions overview; the firm's staff publish them (/staff/protocols). */
export default defineFeature({
  id: 'br.protocols',
  sections: { protocolsSection: { titleKey: 'sections.protocolsSection', icon: 'storedDocumentsProtocols' } },
  plugins: [filingReceipts, staff],
});
