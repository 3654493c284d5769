import type { FastifyRequest } from 'fastify';
import {
  NEWS_API, ArticleParams, AttachmentParams, MarkAsSeenResponse, NewsArticle, NewsArticlePage, NewsAttachmentList,
  SharedArticlesQuery, NEWS_ERROR_CODES,
} from '../contract';
import { BinaryResponse } from '@portico/contract/common';
import { newsDb, type NewsDb } from './tables';
import { featureErrors, notFound, pageOf, principalOf, type RouteModule } from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';

const errors = featureErrors(NEWS_ERROR_CODES);

/** The contact whose news the caller reads: the signed-in user's, or the previewed user's in a preview. */
async function callerContactId(db: NewsDb, request: FastifyRequest): Promise<string> {
  const principal = principalOf(request);
  const user = await db.selectFrom('users').select('contactId').where('id', '=', principal.effectiveUserId).executeTakeFirstOrThrow();
  if (!user.contactId) throw notFound('CONTACT_NOT_FOUND', 'The user has no contact');
  return user.contactId;
}

/** An article shared with the caller's contact; any other id is not found. */
async function sharedArticle(db: NewsDb, request: FastifyRequest, articleId: string) {
  const contactId = await callerContactId(db, request);
  const article = await db.selectFrom('brNewsArticles as a').innerJoin('brNewsShares as s', 's.articleId', 'a.id')
    .leftJoin('brNewsSeen as n', (j) => j.onRef('n.articleId', '=', 'a.id').on('n.contactId', '=', contactId))
    .selectAll('a').select('n.seenAt').where('a.id', '=', articleId).where('s.contactId', '=', contactId).executeTakeFirst();
  if (!article) throw errors.notFound('NEWS_ARTICLE_NOT_FOUND', 'No such article');
  return { contactId, article };
}

const attachmentsOf = (db: NewsDb, articleId: string) => db.selectFrom('brNewsAttachments as t').innerJoin('brFiles as f', 'f.id', 't.fileId')
  .select(['t.id', 'f.fileName', 'f.mimeType', 'f.size']).where('t.articleId', '=', articleId).orderBy('f.fileName').orderBy('t.id').execute();

export const newsRoutes: RouteModule = (app, ctx) => {
  const db = newsDb(ctx.db);
  const tags = ['br-news'];

  app.get(NEWS_API.newsShared, {
    schema: { tags, summary: 'Articles shared with a contact, newest first (contactId required)', querystring: SharedArticlesQuery, response: { 200: NewsArticlePage } },
  }, async (request) => {
    const { contactId } = request.query;
    if (!contactId) throw errors.badRequest('CONTACT_ID_REQUIRED', 'Contact id can not be undefined');
    if (contactId !== await callerContactId(db, request)) throw notFound('CONTACT_NOT_FOUND', 'No such contact');
    const base = db.selectFrom('brNewsArticles as a').innerJoin('brNewsShares as s', 's.articleId', 'a.id')
      .leftJoin('brNewsSeen as n', (j) => j.onRef('n.articleId', '=', 'a.id').on('n.contactId', '=', contactId))
      .where('s.contactId', '=', contactId);
    const page = await pageOf(base, request.query, (q) => q
      .select(['a.id', 'a.title', 'a.summary', 'a.author', 'a.publishedAt', 'n.seenAt'])
      .select((eb) => eb.selectFrom('brNewsAttachments as t').select(eb.fn.countAll<number>().as('c')).whereRef('t.articleId', '=', 'a.id').as('attachmentCount'))
      .orderBy('a.publishedAt', 'desc').orderBy('a.id'));
    return {
      items: page.rows.map((r) => ({
        id: r.id, title: r.title, summary: r.summary, author: r.author, publishedAt: r.publishedAt,
        seen: r.seenAt !== null, attachmentCount: Number(r.attachmentCount ?? 0),
      })),
      totalItems: page.totalItems, startIndex: page.startIndex, itemsPerPage: page.itemsPerPage,
    };
  });

  app.get(NEWS_API.newsSharedArticle, {
    schema: { tags, summary: 'One shared article with its sanitised HTML and attachments', params: ArticleParams, response: { 200: NewsArticle } },
  }, async (request) => {
    const { article } = await sharedArticle(db, request, request.params.id);
    return {
      id: article.id, title: article.title, summary: article.summary, author: article.author, publishedAt: article.publishedAt,
      bodyHtml: article.bodyHtml, seen: article.seenAt !== null, seenAt: article.seenAt,
      attachments: await attachmentsOf(db, article.id),
    };
  });

  app.post(NEWS_API.newsMarkAsSeen, {
    schema: {
      tags, summary: 'Mark an article as seen by the caller (one-way: repeating keeps the first time)',
      params: ArticleParams, response: { 200: MarkAsSeenResponse },
    },
  }, async (request) => {
    const { contactId, article } = await sharedArticle(db, request, request.params.id);
    if (article.seenAt) return { id: article.id, seen: true as const, seenAt: article.seenAt };
    const seenAt = new Date().toISOString();
    // Two concurrent marks race on the primary key: the first one wins and the second reads it back.
    await db.insertInto('brNewsSeen').values({ articleId: article.id, contactId, seenAt })
      .onConflict((oc) => oc.columns(['articleId', 'contactId']).doNothing()).execute();
    const row = await db.selectFrom('brNewsSeen').select('seenAt').where('articleId', '=', article.id)
      .where('contactId', '=', contactId).executeTakeFirstOrThrow();
    return { id: article.id, seen: true as const, seenAt: row.seenAt };
  });

  app.get(NEWS_API.newsAttachments, {
    schema: { tags, summary: 'Attachments of a shared article', params: ArticleParams, response: { 200: NewsAttachmentList } },
  }, async (request) => {
    const { article } = await sharedArticle(db, request, request.params.id);
    const items = await attachmentsOf(db, article.id);
    return { items, totalItems: items.length };
  });

  app.get(NEWS_API.newsAttachment, {
    schema: { tags, summary: 'Download one attachment of a shared article', params: AttachmentParams, response: { 200: BinaryResponse } },
  }, async (request, reply) => {
    const { article } = await sharedArticle(db, request, request.params.id);
    const row = await db.selectFrom('brNewsAttachments').select('fileId').where('id', '=', request.params.attachmentId)
      .where('articleId', '=', article.id).executeTakeFirst();
    if (!row) throw errors.notFound('NEWS_ATTACHMENT_NOT_FOUND', 'No such attachment');
    return sendFile(db, reply, row.fileId);
  });
};
