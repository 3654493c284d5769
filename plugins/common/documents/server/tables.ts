/**
 * The documents feature's tables (migrations 0002_documents, 0108_documents_list_version, 0160_documents_versions, …), typed like the core
 * ones in server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps.
 */
import type { ColumnType } from 'kysely';
import { featureDb, type FeatureDb, type Flag01 } from '@portico/plugin-server';
import type { DocumentAccessAction } from '../receipts-contract';

export interface ContainerTable {
  id: string;
  clientId: string;
  parentId: string | null;
  name: string;
  type: 'root' | 'folder' | 'clientContactFolder';
  canCreate: Flag01;
  canDelete: Flag01;
  createdAt: string;
  /** Bumped with every change to the container's documents (see page-cache.ts). */
  listVersion: ColumnType<number, number | undefined, number>;
}
export interface DocumentTable {
  id: string;
  clientId: string;
  containerId: string;
  name: string;
  /** foldForSearch(name) (0401), what the search matches: written through withFolded (name-folded.ts). */
  nameFolded: string;
  size: number;
  mimeType: string;
  sha256: string;
  blobId: string;
  uploadedBy: string | null;
  uploadedByStaff: Flag01;
  createdAt: string;
  modifiedAt: string;
  deletedAt: string | null;
  /** When the firm's staff were told about this upload (0191); a replaced file clears it. */
  uploadNotifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
}
/** An earlier file of a document (replaced by an upload of the same name); the document row holds the current one. */
export interface DocumentVersionTable {
  id: string;
  documentId: string;
  size: number;
  mimeType: string;
  sha256: string;
  blobId: string;
  uploadedBy: string | null;
  uploadedByStaff: Flag01;
  createdAt: string;
  replacedAt: string;
}
/** A document one user marked read (migration 0161_documents_read_marks). */
export interface DocumentReadMarkTable {
  userId: string;
  documentId: string;
  readAt: string;
}
export interface DocumentMetadataTable {
  documentId: string;
  key: string;
  value: string;
}
export interface ShareLinkTable {
  id: string;
  tokenHash: string;
  clientId: string;
  createdBy: string;
  recipients: string;
  message: string | null;
  createdAt: string;
  expiresAt: string;
  /** scrypt hash of the link's password (0301), null for a link without one. */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ShareLinkDocumentTable {
  shareLinkId: string;
  documentId: string;
}
/** Until when a staff member has looked at the clients' uploads (migration 0295_documents_staff_looks). */
export interface DocumentStaffLookTable {
  userId: string;
  seenUntil: string;
}
/** The firm opened or downloaded a client's document (migration 0420_documents_access_log). */
export interface DocumentAccessLogTable {
  id: string;
  documentId: string;
  clientId: string;
  versionId: string | null;
  actorUserId: string;
  apiKeyId: string | null;
  action: DocumentAccessAction;
  at: string;
}
export interface DocumentTables {
  documentAccessLog: DocumentAccessLogTable;
  containers: ContainerTable;
  documents: DocumentTable;
  documentMetadata: DocumentMetadataTable;
  documentReadMarks: DocumentReadMarkTable;
  documentStaffLooks: DocumentStaffLookTable;
  documentVersions: DocumentVersionTable;
  shareLinks: ShareLinkTable;
  shareLinkDocuments: ShareLinkDocumentTable;
}

/** The database with the documents tables: `documentsDb(ctx.db).selectFrom('documents')`. */
export const documentsDb = featureDb<DocumentTables>();
export type DocumentsDb = FeatureDb<DocumentTables>;
