import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useClientQuery, useFirmDateTime } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import type { UploadReceipt as Receipt } from '../receipts-contract';

/**
 * A receipt in words: in full (the details panel), or in the few words of a list row. Its times are on the firm's
 * clock (`when`, useFirmDateTime), as Activity writes them, whatever the reader's machine is set to.
 */
export function receiptText(t: TFunction, when: (at: string) => string, { receivedAt, firstOpenedAt }: Receipt, inRow = false): string {
  if (inRow) return firstOpenedAt ? t('receipt.rowOpened', { at: when(firstOpenedAt) }) : t('receipt.rowNotOpened');
  return firstOpenedAt ? t('receipt.opened', { at: when(firstOpenedAt) }) : t('receipt.notOpened', { at: when(receivedAt) });
}

/**
 * The receipt of one of the client's own uploads: when it reached the firm's portal and when someone at the firm
 * first opened it, or that nobody has yet. Says only what the server recorded; nothing while it loads or fails.
 */
export function UploadReceipt({ api, clientId, documentId }: { api: DocumentsApi; clientId: string; documentId: string }) {
  const { t } = useTranslation('common.documents');
  const when = useFirmDateTime();
  const receipt = useClientQuery(['common.documents', 'receipt', documentId], (client) => api.receipts(client, [documentId]).then((r) => r[0] ?? null), { clientId });
  if (receipt.status !== 'loaded' || !receipt.data) return null;
  return <p className="documents-receipt">{receiptText(t, when, receipt.data)}</p>;
}
