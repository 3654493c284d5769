/**
 * The NF-e manifest's tables (migration 0104_br_manifest).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { ManifestStatus, NfeEventCode, NfeStatus } from '../contract';

export interface BrManifestCertificateTable {
  clientId: string;
  holder: string;
  cnpj: string;
  serialNumber: string;
  validFrom: string;
  validUntil: string;
}
export interface BrManifestDocumentTable {
  id: string;
  clientId: string;
  accessKey: string;
  number: string;
  series: string;
  emitterCnpj: string;
  emitterName: string;
  issuedAt: string;
  authorizedAt: string;
  amountCents: number;
  status: ManifestStatus;
  nfeStatus: NfeStatus;
  xml: string;
}
/** A firm's manifest deadlines in days after authorisation; without a row the defaults (10, 180) apply. */
export interface BrManifestSettingsTable {
  firmId: number;
  cienciaDays: number;
  conclusiveDays: number;
}
export interface BrManifestEventTable {
  id: string;
  documentId: string;
  code: NfeEventCode;
  sequence: number;
  justification: string | null;
  protocol: string;
  registeredAt: string;
  registeredBy: string;
}

export interface ManifestTables {
  brManifestCertificates: BrManifestCertificateTable;
  brManifestDocuments: BrManifestDocumentTable;
  brManifestEvents: BrManifestEventTable;
  brManifestSettings: BrManifestSettingsTable;
}

export const manifestDb = featureDb<ManifestTables>();
export type ManifestDb = FeatureDb<ManifestTables>;
