import { defineFeature } from '@portico/kernel/feature';

/** The NF-e manifest: received invoices to confirm or refuse, in their own section of the actions overview. */
export default defineFeature({
  id: 'br.manifest',
  sections: { nfeManifestSection: { titleKey: 'sections.nfeManifestSection' } },
  // Its screens arrive with the next issues; the server module is plugins/br/manifest/server.
  plugins: [],
});
