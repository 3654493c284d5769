import type { TFunction } from 'i18next';
import { REPORTS_API, type StoredDocument } from '../contract';
import { fetchAllPages } from '../report/fetch-all';
import { ReportScreen, type ReportDefinition } from '../report/ReportScreen';
import { fillPath } from '@portico/contract/api-paths';

export interface StoredDocumentRow {
  id: string;
  name: string;
  category: string;
  competence: string;
  storedAt: string;
  fileName: string;
  sizeKb: number;
}

const toRow = (d: StoredDocument, t: TFunction): StoredDocumentRow => ({
  id: d.id, name: d.name, category: t(`categories.${d.category}`), competence: d.competence, storedAt: d.storedAt,
  fileName: d.fileName, sizeKb: Math.round(d.size / 102.4) / 10,
});

/** Every document the firm stored for the client in the period, one row each, with its file to download. */
export const storedDocumentsReport: ReportDefinition<StoredDocumentRow> = {
  key: 'storedDocuments',
  columns: (t, { clientId, download }) => [
    { header: t('columns.document'), binding: 'name', width: 220, total: 'count' },
    { header: t('columns.category'), binding: 'category', width: 150 },
    { header: t('columns.competence'), binding: 'competence', width: 110 },
    { header: t('columns.storedAt'), binding: 'storedAt', dataType: 'date', format: 'd', width: 120 },
    { header: t('columns.sizeKb'), binding: 'sizeKb', dataType: 'number', format: 'n1', align: 'end', total: 'sum', width: 110 },
    {
      header: t('columns.download'), binding: 'id', width: 100, align: 'center',
      actions: [{
        type: 'download', text: t('download'), label: (row) => t('downloadDocument', { name: row.name }),
        onClick: (row) => download(fillPath(REPORTS_API.reportStoredDocumentContent, { clientId, documentId: row.id }), row.fileName),
      }],
    },
  ],
  load: async (http, clientId, range, t) =>
    (await fetchAllPages<StoredDocument>(http, REPORTS_API.reportStoredDocuments, { clientId }, range)).map((d) => toRow(d, t)),
  defaultSort: [{ binding: 'storedAt', direction: 'desc' }],
};

export default function StoredDocuments() {
  return <ReportScreen definition={storedDocumentsReport} />;
}
