/**
 * Paths of the Brazilian variant's API (spec 001 §7; designed paths where the spec says "not shown").
 * Fastify ":param" templates; fill them with brApiPath. Plain TypeScript so the browser may import it.
 */
export const BR_API = {
  log: '/api/logging/v1/log',
  issueConfirmation: '/api/notifications/v1/notifications/category/CCVNEXT/type/CLIENT_CENTER_ISSUE_CONFIRMATION',

  boxeCompany: '/api/boxe/v1/companies',
  boxeClient: '/api/boxe/v1/clients/:clientId',
  boxeDocuments: '/api/boxe/v1/clients/:clientId/storages/:kind/documents',
  boxeDocumentXml: '/api/boxe/v1/clients/:clientId/storages/:kind/documents/:documentId/xml',

  cndClientAgencies: '/api/cnd/v1/client-agencies',
  cndCrawlerHistory: '/api/cnd/v1/crawler-history',
  cndHistoryDocument: '/api/cnd/v1/crawler-history/:id/document',
  cndHistoryDocumentContent: '/api/cnd/v1/crawler-history/:id/document/content',

  manifestDocuments: '/api/manifesto/v1/documents',
  manifestClients: '/api/manifesto/v1/clients',
  manifestEvents: '/api/manifesto/v1/documents/:accessKey/events',
  manifestXml: '/api/manifesto/v1/documents/:accessKey/xml',

  newsShared: '/api/br-news/v1/articles/shared',
  newsSharedArticle: '/api/br-news/v1/articles/shared/:id',
  newsMarkAsSeen: '/api/br-news/v1/articles/:id/mark-as-seen',
  newsAttachments: '/api/br-news/v1/articles/:id/attachments',
  newsAttachment: '/api/br-news/v1/articles/:id/attachments/:attachmentId',

  serviceRequests: '/api/service-requests/v1/clients/:clientId/requests',
  serviceRequest: '/api/service-requests/v1/clients/:clientId/requests/:requestId',
  serviceRequestSubmit: '/api/service-requests/v1/clients/:clientId/requests/:requestId/submit',
  employees: '/api/service-requests/v1/clients/:clientId/employees',
  employee: '/api/service-requests/v1/clients/:clientId/employees/:employeeId',

  reportStoredDocuments: '/api/br-reports/v1/clients/:clientId/stored-documents',
  reportStoredDocumentContent: '/api/br-reports/v1/clients/:clientId/stored-documents/:documentId/content',
  reportPayrollEntries: '/api/br-reports/v1/clients/:clientId/payroll-entries',
  reportPayrollRegistrations: '/api/br-reports/v1/clients/:clientId/payroll-registrations',

  protocols: '/api/br-protocols/v1/clients/:clientId/protocols',
  protocolDocument: '/api/br-protocols/v1/clients/:clientId/protocols/:protocolId/document',
} as const;

export type BrApiPathName = keyof typeof BR_API;

/** Fills ":param" placeholders; every placeholder must have a value. */
export function brApiPath(name: BrApiPathName, params: Record<string, string | number> = {}): string {
  return BR_API[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`brApiPath(${name}): missing parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}
