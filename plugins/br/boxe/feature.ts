import { defineFeature } from '@portico/plugin';
import dashboardWidget from './widget/manifest';
import intake from './intake/manifest';
import { BOXE_EXPORT_GRANT } from './names';
import { storeActions } from './store/stores';

/**
 * Box-E: fiscal document storage (NF-e, NFC-e, CT-e, CF-e SAT, generic XML), one action per store in its section
 * of the actions overview. BoxE.Export is the grant that allows the ZIP export (see README.md);
 * the firm's staff put documents in at /staff/box-e-intake.
 */
export default defineFeature({
  id: 'br.boxe',
  sections: { boxESection: { titleKey: 'sections.boxESection', icon: 'cabinetOpen' } },
  permissions: [BOXE_EXPORT_GRANT],
  dashboardSections: { brWidgetsSection2: { order: 20 } },
  plugins: [...storeActions, dashboardWidget, intake],
});
