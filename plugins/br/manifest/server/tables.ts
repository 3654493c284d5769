/**
 * The NF-e manifest's tables (migration 0104_br_manifest).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import type { Generated } from 'kysely';
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { ManifestStatus, NfeEventCode, NfeStatus, SUBMISSION_STATES } from '../contract';

export interface BrManifestCertificateTable {
  clientId: string;
  holder: string;
  cnpj: string;
  serialNumber: string;
  validFrom: string;
  validUntil: string;
  /** The A1's private key and chain, sealed (server/certificates/sealer.ts); null for a row without them (the demo's). */
  sealedKey: Buffer | null;
  uploadedAt: string | null;
  uploadedBy: string | null;
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
  /** Set: each new summary from the distribution gets a Ciência, requested in this administrator's name. */
  autoCienciaBy: string | null;
  /** 1: the firm's clients may upload their own company's A1. */
  clientCertificateUpload: Generated<number>;
}

/** A client's manifest list version, moved by every change to its NF-e (migration 0470); list-totals.ts caches by it. */
export interface BrManifestListVersionTable {
  clientId: string;
  version: number;
}

export type DistributionService = 'nfe' | 'cte';

/** A client company's place in SEFAZ's distribution of one service (migration 0360). */
export interface BrManifestDistributionTable {
  clientId: string;
  service: DistributionService;
  /** The ultNSU SEFAZ answered last: the next distNSU asks from here (15 digits). */
  lastNsu: string;
  maxNsu: string | null;
  cStat: number | null;
  reason: string | null;
  calledAt: string | null;
  /** Before this instant no call is made for this client and service. */
  nextCallAt: string | null;
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

export type SubmissionState = (typeof SUBMISSION_STATES)[number];
/** One recipient event sent (or being sent) to SEFAZ, and its answer. */
export interface BrManifestSubmissionTable {
  id: string;
  documentId: string;
  code: NfeEventCode;
  sequence: number;
  justification: string | null;
  tpAmb: number;
  eventAt: string;
  requestedBy: string;
  state: SubmissionState;
  attempts: number;
  lastError: string | null;
  cStat: number | null;
  reason: string | null;
  protocol: string | null;
  registeredAt: string | null;
  answeredAt: string | null;
  /** The registered event this submission became (135/136 with SEFAZ's protocol). */
  eventId: string | null;
}

export interface ManifestTables {
  brManifestSubmissions: BrManifestSubmissionTable;
  brManifestCertificates: BrManifestCertificateTable;
  brManifestDocuments: BrManifestDocumentTable;
  brManifestEvents: BrManifestEventTable;
  brManifestSettings: BrManifestSettingsTable;
  brManifestDistribution: BrManifestDistributionTable;
  brManifestListVersions: BrManifestListVersionTable;
}

export const manifestDb = featureDb<ManifestTables>();
export type ManifestDb = FeatureDb<ManifestTables>;
