import { fillPath } from '@portico/contract/api-paths';
import { buildQuery } from '@portico/plugin';
import { REPORTS_API, type StoredDocumentsSummaryRow } from '../contract';
import { ReportScreen, type ReportDefinition } from '../report/ReportScreen';

export interface SummaryGridRow {
  id: string;
  competence: string;
  category: string;
  documents: number;
  sizeKb: number;
  lastStoredAt: string;
}

/** Documents stored per competence and category in the period, counted and sized by the server. */
export const storedDocumentsSummaryReport: ReportDefinition<SummaryGridRow> = {
  key: 'storedDocumentsReport',
  columns: (t) => [
    { header: t('columns.competence'), binding: 'competence', width: 120 },
    { header: t('columns.category'), binding: 'category', width: 170 },
    { header: t('columns.documents'), binding: 'documents', dataType: 'number', format: 'n0', align: 'end', total: 'sum', width: 120 },
    { header: t('columns.sizeKb'), binding: 'sizeKb', dataType: 'number', format: 'n1', align: 'end', total: 'sum', width: 120 },
    { header: t('columns.lastStoredAt'), binding: 'lastStoredAt', dataType: 'date', format: 'd', width: 140 },
  ],
  async load(http, clientId, range, t) {
    const { items } = await http.get<{ items: StoredDocumentsSummaryRow[] }>(
      fillPath(REPORTS_API.reportStoredDocumentsSummary, { clientId }), { searchParams: buildQuery({ ...range }) });
    return items.map((s) => ({
      id: `${s.competence}-${s.category}`, competence: s.competence, category: t(`categories.${s.category}`), documents: s.documents,
      sizeKb: Math.round(s.totalBytes / 102.4) / 10, lastStoredAt: s.lastStoredAt,
    }));
  },
};

export default function StoredDocumentsSummary() {
  return <ReportScreen definition={storedDocumentsSummaryReport} />;
}
