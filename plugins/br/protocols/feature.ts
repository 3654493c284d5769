import { defineFeature } from '@portico/kernel/feature';

/** Protocols of the documents the firm delivered, in their section of the actions overview. */
export default defineFeature({
  id: 'br.protocols',
  sections: { protocolsSection: { titleKey: 'sections.protocolsSection' } },
  // Its screens arrive with the next issues; the server module is plugins/br/protocols/server.
  plugins: [],
});
