import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useClientQuery } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import type { UploadReceipt as Receipt } from '../receipts-contract';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatWhen = (locale: string, at: string) => {
  if (!formats.has(locale)) formats.set(locale, new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  return formats.get(locale)!.format(new Date(at));
};

/** A receipt in words: in full (the details panel), or in the few words of a list row. */
export function receiptText(t: TFunction, locale: string, { receivedAt, firstOpenedAt }: Receipt, inRow = false): string {
  if (inRow) return firstOpenedAt ? t('receipt.rowOpened', { at: formatWhen(locale, firstOpenedAt) }) : t('receipt.rowNotOpened');
  return firstOpenedAt ? t('receipt.opened', { at: formatWhen(locale, firstOpenedAt) }) : t('receipt.notOpened', { at: formatWhen(locale, receivedAt) });
}

/**
 * The receipt of one of the client's own uploads: when it reached the firm's portal and when someone at the firm
 * first opened it, or that nobody has yet. Says only what the server recorded; nothing while it loads or fails.
 */
export function UploadReceipt({ api, clientId, documentId }: { api: DocumentsApi; clientId: string; documentId: string }) {
  const { t, i18n } = useTranslation('common.documents');
  const receipt = useClientQuery(['common.documents', 'receipt', documentId], (client) => api.receipts(client, [documentId]).then((r) => r[0] ?? null), { clientId });
  if (receipt.status !== 'loaded' || !receipt.data) return null;
  return <p className="documents-receipt">{receiptText(t, i18n.language, receipt.data)}</p>;
}
