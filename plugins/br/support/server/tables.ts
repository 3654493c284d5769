/**
 * The portal's client log (migration 0101_br_files_logging, which also creates the kit's br_files).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/server/kit/feature';

export interface BrClientLogTable {
  id: string;
  eventId: string;
  userId: string;
  subjectUserId: string;
  type: string;
  source: string;
  time: string;
  description: string;
  logs: string;
  receivedAt: string;
}

export interface SupportTables {
  brClientLogs: BrClientLogTable;
}

export const supportDb = featureDb<SupportTables>();
export type SupportDb = FeatureDb<SupportTables>;
