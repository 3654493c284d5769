/**
 * The news feature's tables (migrations 0105_br_news, 0290_br_news_publishing).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import { type FileTables } from '@portico/br-kit/server';
import type { ArticleState } from '../contract';

/** What is stored of an article's state; 'scheduled' is a published one whose time lies ahead. */
export type StoredArticleStatus = Exclude<ArticleState, 'scheduled'>;

export interface BrNewsArticleTable {
  id: string;
  firmId: number;
  title: string;
  summary: string;
  author: string;
  bodyHtml: string;
  /** When a published article is (or will be) shown; for a draft, when it was written (shown to nobody). */
  publishedAt: string;
  status: StoredArticleStatus;
  audience: 'all' | 'clients' | 'tag';
  audienceTag: string | null;
  updatedAt: string;
  /** The staff member who last changed it; null for articles from before the firm wrote them here. */
  updatedBy: string | null;
}
/** The clients an article with audience 'clients' is addressed to. */
export interface BrNewsAudienceClientTable {
  articleId: string;
  clientId: string;
}
/** Tags the firm puts on its clients, to address news to every client carrying one. */
export interface BrNewsClientTagTable {
  clientId: string;
  tag: string;
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
  brNewsAudienceClients: BrNewsAudienceClientTable;
  brNewsClientTags: BrNewsClientTagTable;
  brNewsSeen: BrNewsSeenTable;
  brNewsAttachments: BrNewsAttachmentTable;
}

export const newsDb = featureDb<NewsTables>();
export type NewsDb = FeatureDb<NewsTables>;
