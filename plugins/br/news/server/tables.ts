/**
 * The news feature's tables (migration 0105_br_news).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import { type FileTables } from '@portico/br-kit/server';

export interface BrNewsArticleTable {
  id: string;
  firmId: number;
  title: string;
  summary: string;
  author: string;
  bodyHtml: string;
  publishedAt: string;
}
export interface BrNewsShareTable {
  articleId: string;
  contactId: string;
}
export interface BrNewsSeenTable {
  articleId: string;
  contactId: string;
  seenAt: string;
}
export interface BrNewsAttachmentTable {
  id: string;
  articleId: string;
  fileId: string;
}

export interface NewsTables extends FileTables {
  brNewsArticles: BrNewsArticleTable;
  brNewsShares: BrNewsShareTable;
  brNewsSeen: BrNewsSeenTable;
  brNewsAttachments: BrNewsAttachmentTable;
}

export const newsDb = featureDb<NewsTables>();
export type NewsDb = FeatureDb<NewsTables>;
