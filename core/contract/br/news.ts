import { Type, type Static } from '@sinclair/typebox';
import { Input, IsoDateTime } from '../common';
import { IdParam, PagedList, PageQueryProps } from './common';

export const SharedArticlesQuery = Input({ ...PageQueryProps, contactId: Type.Optional(IdParam) });
export const ArticleParams = Input({ id: IdParam });
export const AttachmentParams = Input({ id: IdParam, attachmentId: IdParam });

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
