import { definePlugin } from '@portico/kernel/plugin';
import { REPORTS_PERMISSION_NAME } from '../contract';

/** Stored documents summary: documents stored per competence and category in a period. */
export default definePlugin({
  id: 'br.reports/stored-documents-report',
  kind: 'action',
  section: 'brReportsSection',
  actionType: 'storedDocumentsReport',
  route: 'br-reports/stored-documents-report',
  icon: 'barChart',
  order: 40,
  titleKey: 'storedDocumentsReport.title',
  permissions: [REPORTS_PERMISSION_NAME],
  load: () => import('./StoredDocumentsSummary'),
});
