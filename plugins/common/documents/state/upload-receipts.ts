import { useMemo, useRef } from 'react';
import type { Document } from '@portico/contract/documents';
import { useClientQuery } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { MAX_RECEIPT_IDS, type UploadReceipt } from '../receipts-contract';

export type ReceiptsById = ReadonlyMap<string, UploadReceipt>;
const NONE: ReceiptsById = new Map();

/**
 * Receipts of the client's own uploads among the loaded rows (the list shows each one's), read in batches of the
 * route's limit. A new page of rows, or a new upload, reads again; the last answer stays on its rows meanwhile,
 * so their status does not blink. Nothing is shown for a row the server has not answered for.
 */
export function useUploadReceipts(api: DocumentsApi, clientId: string | null, rows: ReadonlyArray<Document | undefined>): ReceiptsById {
  const ids = useMemo(() => rows.flatMap((d) => (d && !d.uploadedByStaff ? [d.id] : [])).sort(), [rows]);
  const receipts = useClientQuery(['common.documents', 'receipts', ids.join(',')], async (client) => {
    const batches = Array.from({ length: Math.ceil(ids.length / MAX_RECEIPT_IDS) }, (_, i) => ids.slice(i * MAX_RECEIPT_IDS, (i + 1) * MAX_RECEIPT_IDS));
    const answers = await Promise.all(batches.map((batch) => api.receipts(client, batch)));
    return new Map(answers.flat().map((r) => [r.documentId, r])) as ReceiptsById;
  }, { clientId, enabled: ids.length > 0 });
  const last = useRef(NONE);
  if (receipts.status === 'loaded') last.current = receipts.data;
  return ids.length === 0 ? NONE : last.current;
}
