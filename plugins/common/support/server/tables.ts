/**
 * The portal's client log and the clients' feedback (migration 0121_core_support).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';

export interface ClientLogTable {
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
  /** The request that stored the entry (null before 0190): the rate limit counts batches by it. */
  batchId: string | null;
  /** UTF-8 bytes of type, source, description and logs: the volume limit adds these up. */
  sizeBytes: number;
}

export interface FeedbackTable {
  id: string;
  /** The firm the feedback is for (the signed-in user's). */
  firmId: number;
  /** Who wrote it, and the client user it concerned (the same outside a preview). */
  userId: string;
  subjectUserId: string;
  /** The active client company when it was sent, if any. */
  clientId: string | null;
  mood: string;
  message: string;
  createdAt: string;
}

export interface SupportTables {
  clientLogs: ClientLogTable;
  feedback: FeedbackTable;
}

export const supportDb = featureDb<SupportTables>();
export type SupportDb = FeatureDb<SupportTables>;
