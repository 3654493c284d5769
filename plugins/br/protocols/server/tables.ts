/**
 * Delivery protocols (migration 0110_br_protocols).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/server/kit/feature';
import type { FileTables } from '@portico/server/kit/files';

export interface BrProtocolTable {
  id: string;
  clientId: string;
  number: string;
  documentName: string;
  department: string;
  sentAt: string;
  sentBy: string;
  recipientEmail: string;
  readAt: string | null;
  fileId: string;
}

export interface ProtocolTables extends FileTables {
  brProtocols: BrProtocolTable;
}

export const protocolsDb = featureDb<ProtocolTables>();
export type ProtocolDb = FeatureDb<ProtocolTables>;
