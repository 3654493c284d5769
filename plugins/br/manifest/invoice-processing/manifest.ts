import { definePlugin } from '@portico/plugin';
import { MANIFEST_PERMISSION_NAMES } from '../permissions';

/**
 * Invoice processing: the received NF-e and the recipient's events, at /actions/nfe-manifest/invoice-processing.
 * Needs BRAtendimento.ManifestoReview; NfeManifest.Disabled hides it (and so its section).
 */
export default definePlugin({
  id: 'br.manifest/invoice-processing',
  kind: 'action',
  section: 'nfeManifestSection',
  actionType: 'invoiceProcessing',
  route: 'nfe-manifest/invoice-processing',
  icon: 'invoiceProcessing',
  titleKey: 'invoiceProcessing.title',
  authorize: ({ permissions }) =>
    permissions.isGranted(MANIFEST_PERMISSION_NAMES.review) && !permissions.isGranted(MANIFEST_PERMISSION_NAMES.disabled),
  load: () => import('./InvoiceProcessing'),
});
