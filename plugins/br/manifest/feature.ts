import { defineFeature } from '@portico/plugin';
import dashboardWidget from './widget/manifest';
import { MANIFEST_PERMISSION_NAMES } from './permissions';
import invoiceProcessing from './invoice-processing/manifest';
import deadlineSettings from './deadline-settings/manifest';
import clientCertificates from './certificates/manifest';

/** The NF-e manifest: received invoices to confirm or refuse, in their own section of the actions overview. */
export default defineFeature({
  id: 'br.manifest',
  sections: { nfeManifestSection: { titleKey: 'sections.nfeManifestSection', icon: 'invoiceDownload' } },
  // What each switch decides: README.md.
  permissions: [MANIFEST_PERMISSION_NAMES.review, MANIFEST_PERMISSION_NAMES.disabled, MANIFEST_PERMISSION_NAMES.denied],
  dashboardSections: { brWidgetsSection2: { order: 20 } },
  plugins: [invoiceProcessing, dashboardWidget, deadlineSettings, clientCertificates],
});
