/** News the firm shares with its clients' contacts: paths, schemas and error codes. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoints } from '@portico/contract/endpoint';
import { BinaryResponse, Id, Input, IsoDateTime, PagedList, PageQueryProps } from '@portico/contract/common';

export const NEWS_API = {
  newsShared: '/api/br-news/v1/articles/shared',
  newsSharedArticle: '/api/br-news/v1/articles/shared/:id',
  newsMarkAsSeen: '/api/br-news/v1/articles/:id/mark-as-seen',
  newsAttachments: '/api/br-news/v1/articles/:id/attachments',
  newsAttachment: '/api/br-news/v1/articles/:id/attachments/:attachmentId',
} as const;

export const NEWS_ERROR_CODES = ['CONTACT_ID_REQUIRED', 'NEWS_ARTICLE_NOT_FOUND', 'NEWS_ATTACHMENT_NOT_FOUND'] as const;

export const SharedArticlesQuery = Input({ ...PageQueryProps, contactId: Type.Optional(Id) });
export const ArticleParams = Input({ id: Id });
export const AttachmentParams = Input({ id: Id, attachmentId: Id });

export const NewsAttachment = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});
export const NewsAttachmentList = Type.Object({ items: Type.Array(NewsAttachment), totalItems: Type.Integer() });

export const NewsArticleSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  publishedAt: IsoDateTime,
  seen: Type.Boolean(),
  attachmentCount: Type.Integer(),
});
export const NewsArticlePage = PagedList(NewsArticleSummary);

/** bodyHtml was sanitised when the article was stored: safe to render. */
export const NewsArticle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  publishedAt: IsoDateTime,
  bodyHtml: Type.String(),
  seen: Type.Boolean(),
  seenAt: Type.Union([IsoDateTime, Type.Null()]),
  attachments: Type.Array(NewsAttachment),
});
export const MarkAsSeenResponse = Type.Object({ id: Type.String(), seen: Type.Literal(true), seenAt: IsoDateTime });

export type NewsArticle = Static<typeof NewsArticle>;
export type NewsArticleSummary = Static<typeof NewsArticleSummary>;
export type NewsArticlePage = Static<typeof NewsArticlePage>;
export type NewsAttachment = Static<typeof NewsAttachment>;
export type MarkAsSeenResponse = Static<typeof MarkAsSeenResponse>;

export const ENDPOINTS = defineEndpoints({
  getNewsShared: {
    method: 'GET', path: NEWS_API.newsShared, access: 'session', tags: ['br-news'],
    summary: 'Articles shared with a contact, newest first (contactId required)',
    query: SharedArticlesQuery, responses: { 200: NewsArticlePage },
  },
  getNewsSharedArticle: {
    method: 'GET', path: NEWS_API.newsSharedArticle, access: 'session', tags: ['br-news'],
    summary: 'One shared article with its sanitised HTML and attachments',
    params: ArticleParams, responses: { 200: NewsArticle },
  },
  postNewsMarkAsSeen: {
    method: 'POST', path: NEWS_API.newsMarkAsSeen, access: 'session', tags: ['br-news'],
    summary: 'Mark an article as seen by the caller (one-way: repeating keeps the first time)',
    params: ArticleParams, responses: { 200: MarkAsSeenResponse },
  },
  getNewsAttachments: {
    method: 'GET', path: NEWS_API.newsAttachments, access: 'session', tags: ['br-news'],
    summary: 'Attachments of a shared article',
    params: ArticleParams, responses: { 200: NewsAttachmentList },
  },
  getNewsAttachment: {
    method: 'GET', path: NEWS_API.newsAttachment, access: 'session', tags: ['br-news'],
    summary: 'Download one attachment of a shared article',
    params: AttachmentParams, responses: { 200: BinaryResponse },
  },
});
