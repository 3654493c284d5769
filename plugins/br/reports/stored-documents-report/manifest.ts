import { definePlugin } from '@portico/plugin';
import { REPORTS_ACCESS } from '../report/access';

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
  ...REPORTS_ACCESS,
  load: () => import('./StoredDocumentsSummary'),
});
