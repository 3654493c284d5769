/**
 * What Box-E's manifests and access checks need at boot, before the first render: its paths, its kinds and the
 * permission name. Kept free of TypeBox (contract.ts, which re-exports these, holds the schemas) so the entry
 * stays small; see test/unit/import-boundaries.contract.test.ts.
 */
export const BOXE_API = {
  boxeCompany: '/api/boxe/v1/companies',
  boxeClient: '/api/boxe/v1/clients/:clientId',
  boxeDocuments: '/api/boxe/v1/clients/:clientId/storages/:kind/documents',
  boxeDocumentXml: '/api/boxe/v1/clients/:clientId/storages/:kind/documents/:documentId/xml',
  boxeDocumentPdf: '/api/boxe/v1/clients/:clientId/storages/:kind/documents/:documentId/pdf',
  /**
   * A short-lived link to a store's ZIP export (session), and the export that link's token opens without a session
   * header; a public route names no client in its path, so the client is in its query.
   */
  boxeExportLink: '/api/boxe/v1/clients/:clientId/storages/:kind/export-link',
  boxeExport: '/api/boxe/v1/exports/:kind',
  /** The firm's intake: staff and firm API keys put fiscal XML (or ZIPs of it) into the client's stores. */
  boxeIntake: '/api/boxe/v1/clients/:clientId/documents',
} as const;

/** Box-E storages, one per fiscal document kind, and the access-key model each holds. */
export const BOXE_KINDS = ['cfe', 'cte', 'nfce', 'nfe', 'xml'] as const;
export type BoxeKind = (typeof BOXE_KINDS)[number];
export const BOXE_KIND_MODEL: Record<BoxeKind, string | null> = { cfe: '59', cte: '57', nfce: '65', nfe: '55', xml: null };

/**
 * The BoxE permission: `BoxE.Export` lets a user take the filtered set of a store away as one ZIP. Viewing a
 * document and downloading its XML or printable form need only the firm's order and the client's switch.
 */
export const BOXE_EXPORT_PERMISSION = { feature: 'BoxE', resource: 'Export' } as const;
export const BOXE_EXPORT_GRANT = `${BOXE_EXPORT_PERMISSION.feature}.${BOXE_EXPORT_PERMISSION.resource}`;
