import { definePlugin } from '@portico/plugin';
import { REPORTS_ACCESS } from '../report/access';

/** Stored documents report: every document the firm stored for the client in a period. */
export default definePlugin({
  id: 'br.reports/stored-documents',
  kind: 'action',
  section: 'brReportsSection',
  actionType: 'storedDocuments',
  route: 'br-reports/stored-documents',
  icon: 'storedDocuments',
  order: 10,
  titleKey: 'storedDocuments.title',
  ...REPORTS_ACCESS,
  load: () => import('./StoredDocuments'),
});
