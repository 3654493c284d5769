import { fillPath } from '@portico/contract/api-paths';
import { TOKENS, useKernel } from '@portico/plugin';
import { DASHBOARD_API } from '../contract';

/**
 * Records that the caller opened a firm document, on the way to the documents area, so it leaves the unread count
 * and the waiting list. A preview session (read-only) simply records nothing.
 */
export function useMarkDocumentRead(clientId: string | null): (documentId: string) => void {
  const http = useKernel().get(TOKENS.Http);
  return (documentId) => {
    if (clientId) http.put(fillPath(DASHBOARD_API.documentRead, { clientId, documentId })).catch(() => undefined);
  };
}
