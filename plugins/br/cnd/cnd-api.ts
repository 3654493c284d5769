import { call, type HttpClient } from '@portico/plugin';
import { ENDPOINTS } from './contract';

/** A spec-001 filter: one group of "by EQ value" items. */
const equals = (pairs: Record<string, string>) =>
  JSON.stringify([{ useOr: false, items: Object.entries(pairs).map(([by, value]) => ({ by, op: 'EQ', value })) }]);

export function cndApi(http: HttpClient) {
  return {
    /** Each agency's latest certificate in one call (the widget). */
    certificates: (clientId: string) => call(http, ENDPOINTS.getCndClientCertificates, { params: { clientId } }),
    agencies: (clientId: string, startIndex: number, itemsPerPage: number) => call(http, ENDPOINTS.getCndClientAgencies, {
      query: { filter: equals({ clientId }), startIndex, itemsPerPage },
    }),
    /** A fresh short-lived link to a certificate's PDF (the one in a listed record expires minutes after the list). */
    documentLink: (historyId: string) => call(http, ENDPOINTS.getCndHistoryDocument, { params: { id: historyId } }),
    /** The latest crawl of one agency for the client (spec 001: the first item is used), with its client agency. */
    latest: async (clientId: string, agencyId: string) => (await call(http, ENDPOINTS.getCndCrawlerHistory, {
      query: { filter: equals({ agencyId, clientId }), expand: 'clientAgencyExpanded', startIndex: 0, itemsPerPage: 1 },
    })).items[0] ?? null,
  };
}
