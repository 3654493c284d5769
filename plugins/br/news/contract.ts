/** News the firm shares with its clients' contacts: paths, schemas and error codes. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoints } from '@portico/contract/endpoint';
import { BinaryResponse, Id, Input, IsoDateTime, NoContent, PagedList, PageQueryProps } from '@portico/contract/common';

export const NEWS_API = {
  newsShared: '/api/br-news/v1/articles/shared',
  newsSharedArticle: '/api/br-news/v1/articles/shared/:id',
  newsMarkAsSeen: '/api/br-news/v1/articles/:id/mark-as-seen',
  newsAttachments: '/api/br-news/v1/articles/:id/attachments',
  newsAttachment: '/api/br-news/v1/articles/:id/attachments/:attachmentId',
  staffArticles: '/api/br-news/v1/staff/articles',
  staffArticle: '/api/br-news/v1/staff/articles/:id',
  staffPublish: '/api/br-news/v1/staff/articles/:id/publish',
  staffUnpublish: '/api/br-news/v1/staff/articles/:id/unpublish',
  staffAttachments: '/api/br-news/v1/staff/articles/:id/attachments',
  staffAttachment: '/api/br-news/v1/staff/articles/:id/attachments/:attachmentId',
  staffAudience: '/api/br-news/v1/staff/audience',
  staffClientTags: '/api/br-news/v1/staff/clients/:clientId/tags',
} as const;

export const NEWS_ERROR_CODES = [
  'CONTACT_ID_REQUIRED', 'NEWS_ARTICLE_NOT_FOUND', 'NEWS_ATTACHMENT_NOT_FOUND', 'NEWS_AUDIENCE_CLIENT_NOT_FOUND',
  'NEWS_AUDIENCE_EMPTY', 'NEWS_ATTACHMENT_MISSING', 'NEWS_ATTACHMENT_TOO_LARGE', 'NEWS_ATTACHMENT_NAME_INVALID',
  'NEWS_TOO_MANY_ATTACHMENTS',
] as const;
export type NewsErrorCode = (typeof NEWS_ERROR_CODES)[number];

/** Bounds of what staff write: the editor counts against them, the server refuses beyond them. */
export const ARTICLE_LIMITS = {
  title: 200, summary: 500, author: 120, bodyHtml: 200_000, clients: 1000, tags: 20, attachments: 10,
  /** br_files keeps small files (the kit's MAX_BR_FILE_BYTES). */
  attachmentBytes: 2 * 1024 * 1024, fileName: 200,
} as const;

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

/** A tag the firm puts on clients to address news to them all: lower-case words joined by dashes. */
export const ClientTag = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
export const ArticleAudienceKind = Type.Union([Type.Literal('all'), Type.Literal('clients'), Type.Literal('tag')], {
  description: "all: every client of the firm; clients: those in clientIds; tag: the clients carrying the tag",
});
/** draft: not shown; scheduled: published at a time still ahead; published: shown to its audience. */
export const ArticleState = Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published')]);

/** A draft as staff save it; clientIds counts with audience 'clients', tag with 'tag' (a draft may lack them). */
export const ArticleInput = Input({
  title: Type.String({ minLength: 1, maxLength: ARTICLE_LIMITS.title }),
  summary: Type.String({ maxLength: ARTICLE_LIMITS.summary }),
  author: Type.String({ minLength: 1, maxLength: ARTICLE_LIMITS.author }),
  bodyHtml: Type.String({ maxLength: ARTICLE_LIMITS.bodyHtml }),
  audience: ArticleAudienceKind,
  clientIds: Type.Array(Id, { maxItems: ARTICLE_LIMITS.clients }),
  tag: Type.Union([ClientTag, Type.Null()]),
});
export const PublishInput = Input({
  at: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'When to publish; absent or past: now' })),
});
export const StaffArticlesQuery = Input({ ...PageQueryProps, state: Type.Optional(ArticleState) });
export const ClientTagsParams = Input({ clientId: Id });
export const ClientTagsInput = Input({ tags: Type.Array(ClientTag, { maxItems: ARTICLE_LIMITS.tags }) });
export const ClientTags = Type.Object({ clientId: Type.String(), tags: Type.Array(Type.String()) });

export const StaffArticleSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  state: ArticleState,
  /** When it is (or will be) published; null for a draft. */
  publishedAt: Type.Union([IsoDateTime, Type.Null()]),
  updatedAt: IsoDateTime,
  audience: ArticleAudienceKind,
  attachmentCount: Type.Integer(),
});
export const StaffArticlePage = PagedList(StaffArticleSummary);
export const StaffArticle = Type.Object({
  ...StaffArticleSummary.properties,
  bodyHtml: Type.String(),
  clientIds: Type.Array(Type.String()),
  tag: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(NewsAttachment),
});
export const NewsAudience = Type.Object({
  clients: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), tags: Type.Array(Type.String()) })),
  tags: Type.Array(Type.Object({ tag: Type.String(), clientCount: Type.Integer() })),
});

export type NewsArticle = Static<typeof NewsArticle>;
export type NewsArticleSummary = Static<typeof NewsArticleSummary>;
export type NewsArticlePage = Static<typeof NewsArticlePage>;
export type NewsAttachment = Static<typeof NewsAttachment>;
export type MarkAsSeenResponse = Static<typeof MarkAsSeenResponse>;
export type ArticleInput = Static<typeof ArticleInput>;
export type ArticleState = Static<typeof ArticleState>;
export type StaffArticle = Static<typeof StaffArticle>;
export type StaffArticleSummary = Static<typeof StaffArticleSummary>;
export type StaffArticlePage = Static<typeof StaffArticlePage>;
export type NewsAudience = Static<typeof NewsAudience>;

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
  getNewsStaffArticles: {
    method: 'GET', path: NEWS_API.staffArticles, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: "The firm's articles, last changed first, optionally of one state (draft, scheduled, published)",
    query: StaffArticlesQuery, responses: { 200: StaffArticlePage },
  },
  postNewsStaffArticles: {
    method: 'POST', path: NEWS_API.staffArticles, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: 'Write a draft article; its HTML is sanitised as it is stored',
    body: ArticleInput, responses: { 201: StaffArticle }, errors: ['NEWS_AUDIENCE_CLIENT_NOT_FOUND'],
  },
  getNewsStaffArticle: {
    method: 'GET', path: NEWS_API.staffArticle, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: "One of the firm's articles, as its editor shows it",
    params: ArticleParams, responses: { 200: StaffArticle }, errors: ['NEWS_ARTICLE_NOT_FOUND'],
  },
  putNewsStaffArticle: {
    method: 'PUT', path: NEWS_API.staffArticle, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: "Change an article's text and audience (a published one changes for its readers at once)",
    params: ArticleParams, body: ArticleInput, responses: { 200: StaffArticle },
    errors: ['NEWS_ARTICLE_NOT_FOUND', 'NEWS_AUDIENCE_CLIENT_NOT_FOUND', 'NEWS_AUDIENCE_EMPTY'],
  },
  postNewsStaffPublish: {
    method: 'POST', path: NEWS_API.staffPublish, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: 'Publish an article now, or at a time ahead (scheduled: its readers see it from then on)',
    params: ArticleParams, body: PublishInput, responses: { 200: StaffArticle }, errors: ['NEWS_ARTICLE_NOT_FOUND', 'NEWS_AUDIENCE_EMPTY'],
  },
  postNewsStaffUnpublish: {
    method: 'POST', path: NEWS_API.staffUnpublish, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: 'Take an article back to draft: its readers no longer see it',
    params: ArticleParams, responses: { 200: StaffArticle }, errors: ['NEWS_ARTICLE_NOT_FOUND'],
  },
  postNewsStaffAttachments: {
    method: 'POST', path: NEWS_API.staffAttachments, access: 'staff', tags: ['br-news'],
    summary: 'Attach one file (multipart, the part "file", up to 2 MB) to an article',
    params: ArticleParams, responses: { 201: NewsAttachment }, consumes: ['multipart/form-data'],
    errors: ['NEWS_ARTICLE_NOT_FOUND', 'NEWS_ATTACHMENT_MISSING', 'NEWS_ATTACHMENT_TOO_LARGE', 'NEWS_ATTACHMENT_NAME_INVALID', 'NEWS_TOO_MANY_ATTACHMENTS'],
  },
  deleteNewsStaffAttachment: {
    method: 'DELETE', path: NEWS_API.staffAttachment, access: 'staff', tags: ['br-news'],
    summary: 'Remove an attachment from an article',
    params: AttachmentParams, responses: { 204: NoContent }, errors: ['NEWS_ARTICLE_NOT_FOUND', 'NEWS_ATTACHMENT_NOT_FOUND'],
  },
  getNewsStaffAudience: {
    method: 'GET', path: NEWS_API.staffAudience, access: 'staff', apiKeyScope: 'news', tags: ['br-news'],
    summary: "Whom an article may address: the firm's clients with their tags, and the tags in use",
    responses: { 200: NewsAudience },
  },
  putNewsStaffClientTags: {
    method: 'PUT', path: NEWS_API.staffClientTags, access: 'staff', tags: ['br-news'],
    summary: "Replace a client's tags (news addressed to a tag reaches the clients carrying it)",
    params: ClientTagsParams, body: ClientTagsInput, responses: { 200: ClientTags },
  },
});
