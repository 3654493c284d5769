import { defineFeature } from '@portico/plugin';
import { REPORTS_PERMISSION_NAME } from './permission';
import storedDocuments from './stored-documents/manifest';
import payrollEntries from './payroll-entries/manifest';
import payrollRegistrations from './payroll-registrations/manifest';
import storedDocumentsReport from './stored-documents-report/manifest';

/**
 * Reports of stored documents, payroll entries and registrations, in their section of the actions overview.
 * The Reports grant decides whether the section shows and whether the server answers (README.md).
 */
export default defineFeature({
  id: 'br.reports',
  sections: { brReportsSection: { titleKey: 'sections.brReportsSection', icon: 'barChart' } },
  permissions: [REPORTS_PERMISSION_NAME],
  plugins: [storedDocuments, payrollEntries, payrollRegistrations, storedDocumentsReport],
});
