import { definePlugin } from '@portico/plugin';

/** Filing receipts: the protocols of the obligations the firm delivered for the client, each with its PDF. */
export default definePlugin({
  id: 'br.protocols/filing-receipts',
  kind: 'action',
  section: 'protocolsSection',
  actionType: 'storedDocumentsProtocols',
  route: 'protocols/filing-receipts',
  icon: 'storedDocumentsProtocols',
  titleKey: 'filingReceipts.title',
  // A short list: the overview opens it in the small action modal.
  opensIn: 'modal',
  load: () => import('./FilingReceipts'),
});
