/** The e-signature's tables (migration 0350_common_esign); camelCase here, snake_case columns. */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { DocumentTables } from '../../documents/server';
import type { TaskTables } from '../../tasks/server';
import type { SignerState } from '../contract';

export interface EsignRequestTable {
  taskId: string;
  documentName: string;
  /** The PDF as the firm sent it: what every signer reads and what is sealed. */
  content: Buffer;
  sha256: string;
  /** The folder the sealed copy lands in. */
  containerId: string;
  inOrder: 0 | 1;
  signedDocumentId: string | null;
  signedSha256: string | null;
}
export interface EsignSignerTable {
  taskId: string;
  userId: string;
  position: number;
  state: SignerState;
  typedName: string | null;
  signedAt: string | null;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the document the signer signed (the PDF as sent). */
  documentSha256: string | null;
  declinedReason: string | null;
}

export interface EsignTables extends Pick<DocumentTables, 'documents' | 'containers' | 'documentMetadata' | 'documentVersions'>, Pick<TaskTables, 'commonTasks'> {
  commonEsignRequests: EsignRequestTable;
  commonEsignSigners: EsignSignerTable;
}

export const esignDb = featureDb<EsignTables>();
export type EsignDb = FeatureDb<EsignTables>;
