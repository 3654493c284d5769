/**
 * Filing receipts (migration 0111_br_protocol_filings).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, ISO-8601 text timestamps.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import { type FileTables } from '@portico/br-kit/server';
import type { Obligation } from '../contract';

export interface BrProtocolTable {
  id: string;
  clientId: string;
  obligation: Obligation;
  /** yyyy-MM, or yyyy for a yearly obligation. */
  competence: string;
  number: string;
  deliveredAt: string;
  fileId: string;
}

export interface ProtocolTables extends FileTables {
  brProtocols: BrProtocolTable;
}

export const protocolsDb = featureDb<ProtocolTables>();
export type ProtocolDb = FeatureDb<ProtocolTables>;
