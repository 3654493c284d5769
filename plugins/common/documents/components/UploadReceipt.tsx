import { useTranslation } from 'react-i18next';
import { useClientQuery } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';

/**
 * The receipt of one of the client's own uploads: when it reached the firm's portal and when someone at the firm
 * first opened it, or that nobody has yet. Says only what the server recorded; nothing while it loads or fails.
 */
export function UploadReceipt({ api, clientId, documentId }: { api: DocumentsApi; clientId: string; documentId: string }) {
  const { t, i18n } = useTranslation('common.documents');
  const receipt = useClientQuery(['common.documents', 'receipt', documentId], (client) => api.receipts(client, [documentId]).then((r) => r[0] ?? null), { clientId });
  if (receipt.status !== 'loaded' || !receipt.data) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { receivedAt, firstOpenedAt } = receipt.data;
  return (
    <p className="documents-receipt">
      {firstOpenedAt
        ? t('receipt.opened', { at: when.format(new Date(firstOpenedAt)) })
        : t('receipt.notOpened', { at: when.format(new Date(receivedAt)) })}
    </p>
  );
}
