/**
 * The activity's table (migration 0421_activity_exports). Conventions of server/db/schema.ts: camelCase here,
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

export interface ActivityTables {
  activityExports: ActivityExportTable;
}

export const activityDb = featureDb<ActivityTables>();
export type ActivityDb = FeatureDb<ActivityTables>;
