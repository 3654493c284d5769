/**
 * The activity's tables (migrations 0421_activity_exports, 0453_activity_sign_in_watermark). Conventions of server/db/schema.ts: camelCase here,
 * snake_case columns, ISO-8601 text timestamps.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { ClientExport } from '../contract';

export interface ActivityExportTable {
  id: string;
  clientId: string;
  userId: string;
  /** 'expired' is never stored: a ready export past expiresAt is answered as expired, and housekeeping removes it. */
  state: Exclude<ClientExport['state'], 'expired'>;
  partsDone: number;
  partsTotal: number;
  blobId: string | null;
  size: number | string | null;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
}

/** The last sign-in the new-device alert looked at (migration 0453; one row, id 1). */
export interface ActivitySignInWatermarkTable {
  id: number;
  createdAt: string;
  sessionId: string;
}

export interface ActivityTables {
  activityExports: ActivityExportTable;
  activitySignInWatermark: ActivitySignInWatermarkTable;
}

export const activityDb = featureDb<ActivityTables>();
export type ActivityDb = FeatureDb<ActivityTables>;
