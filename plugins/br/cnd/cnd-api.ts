import { fillPath } from '@portico/contract/api-paths';
import type { HttpClient } from '@portico/plugin';
import { CND_API, type ClientAgencyPage, type ClientCertificates, type CrawlerHistoryPage } from './contract';

/** A spec-001 filter: one group of "by EQ value" items. */
const equals = (pairs: Record<string, string>) =>
  JSON.stringify([{ useOr: false, items: Object.entries(pairs).map(([by, value]) => ({ by, op: 'EQ', value })) }]);

export function cndApi(http: HttpClient) {
  return {
    /** Each agency's latest certificate in one call (the widget). */
    certificates: (clientId: string) => http.get<ClientCertificates>(fillPath(CND_API.cndClientCertificates, { clientId })),
    agencies: (clientId: string, startIndex: number, itemsPerPage: number) => http.get<ClientAgencyPage>(
      `${CND_API.cndClientAgencies}?${new URLSearchParams({ filter: equals({ clientId }), startIndex: String(startIndex), itemsPerPage: String(itemsPerPage) })}`,
    ),
    /** The latest crawl of one agency for the client (spec 001: the first item is used), with its client agency. */
    latest: async (clientId: string, agencyId: string) => (await http.get<CrawlerHistoryPage>(
      `${CND_API.cndCrawlerHistory}?${new URLSearchParams({ filter: equals({ agencyId, clientId }), expand: 'clientAgencyExpanded', startIndex: '0', itemsPerPage: '1' })}`,
    )).items[0] ?? null,
  };
}
