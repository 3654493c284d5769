/**
 * Box-E's tables (migrations 0102_br_boxe, 0111_br_boxe_details, 0185_br_boxe_printables, 0195_br_boxe_store_totals and 0320_br_boxe_events).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb, type Flag01 } from '@portico/plugin-server';
import { type FileTables } from '@portico/br-kit/server';
import type { BoxeKind, BoxeRole, BoxeStatus } from '../contract';

export interface BrBoxeSubscriptionTable {
  firmId: number;
  orderedAt: string;
}
export interface BrBoxeClientTable {
  clientId: string;
  lastToggle: Flag01;
  toggledAt: string;
}
export interface BrFiscalDocumentTable {
  id: string;
  clientId: string;
  kind: BoxeKind;
  accessKey: string | null;
  number: string;
  series: string;
  emitterCnpj: string;
  emitterName: string;
  recipientCnpj: string | null;
  recipientName: string | null;
  model: string;
  status: BoxeStatus;
  role: BoxeRole;
  issuedAt: string;
  amountCents: number;
  fileId: string;
  storedAt: string;
}

/** A printable made from a document's XML by one version of the generator. */
export interface BrBoxePrintableTable {
  documentId: string;
  version: number;
  pdf: Buffer;
  createdAt: string;
}

/** An event the intake attached to a stored document (migration 0320_br_boxe_events). */
export interface BrBoxeEventTable {
  id: string;
  documentId: string;
  /** tpEvento: 110111 cancellation (also a CF-e SAT's CFeCanc), 110110 CC-e, 2102xx the recipient's manifest. */
  code: string;
  eventId: string;
  fileId: string;
  storedAt: string;
}

/** One store's count and amount, kept by triggers on br_fiscal_documents; `version` moves with every change. */
export interface BrFiscalStoreTotalsTable {
  clientId: string;
  kind: BoxeKind;
  documents: number;
  amountCents: number;
  version: number;
}

export interface BoxeTables extends FileTables {
  brBoxeSubscriptions: BrBoxeSubscriptionTable;
  brBoxeClients: BrBoxeClientTable;
  brFiscalDocuments: BrFiscalDocumentTable;
  brBoxePrintables: BrBoxePrintableTable;
  brFiscalStoreTotals: BrFiscalStoreTotalsTable;
  brBoxeEvents: BrBoxeEventTable;
}

export const boxeDb = featureDb<BoxeTables>();
export type BoxeDb = FeatureDb<BoxeTables>;
