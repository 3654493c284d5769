/**
 * CND's tables (migration 0103_br_cnd).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import { type FileTables } from '@portico/br-kit/server';
import type { CndIssuer, CndStatus } from '../contract';

export interface BrCndAgencyTable {
  id: string;
  name: string;
  issuer: CndIssuer;
  jurisdiction: string | null;
  validityDays: number;
}
export interface BrCndClientAgencyTable {
  id: string;
  clientId: string;
  agencyId: string;
}
export interface BrCndHistoryTable {
  id: string;
  clientId: string;
  agencyId: string;
  crawledAt: string;
  status: CndStatus;
  certificateNumber: string;
  issuedAt: string;
  expiresAt: string;
  fileId: string;
}

export interface CndTables extends FileTables {
  brCndAgencies: BrCndAgencyTable;
  brCndClientAgencies: BrCndClientAgencyTable;
  brCndHistory: BrCndHistoryTable;
}

export const cndDb = featureDb<CndTables>();
export type CndDb = FeatureDb<CndTables>;
