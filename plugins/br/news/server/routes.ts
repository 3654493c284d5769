import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, NEWS_ERROR_CODES } from '../contract';
import { newsDb, type NewsDb } from './tables';
import { featureErrors, notFound, pageOf, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';
import { clientsOfContact, readableBy } from './audience';
import { attachmentCount, attachmentsOf } from './attachments';

const errors = featureErrors(NEWS_ERROR_CODES);

/** The contact whose news the caller reads: the signed-in user's, or the previewed user's in a preview. */
async function callerContactId(db: NewsDb, request: FastifyRequest): Promise<string> {
  const principal = principalOf(request);
  const user = await db.selectFrom('users').select('contactId').where('id', '=', principal.effectiveUserId).executeTakeFirstOrThrow();
  if (!user.contactId) throw notFound('CONTACT_NOT_FOUND', 'The user has no contact');
  return user.contactId;
}

/** The articles a contact may read now, each with the contact's "seen" mark. */
async function readableArticles(db: NewsDb, contactId: string) {
  const clients = await clientsOfContact(db, contactId);
  const now = new Date();
  return db.selectFrom('brNewsArticles as a')
    .leftJoin('brNewsSeen as n', (j) => j.onRef('n.articleId', '=', 'a.id').on('n.contactId', '=', contactId))
    .where((eb) => readableBy(eb, clients, now));
}

/** An article the caller's contact may read; any other id is not found. */
async function sharedArticle(db: NewsDb, request: FastifyRequest, articleId: string) {
  const contactId = await callerContactId(db, request);
  const article = await (await readableArticles(db, contactId))
    .selectAll('a').select('n.seenAt').where('a.id', '=', articleId).executeTakeFirst();
  if (!article) throw errors.notFound('NEWS_ARTICLE_NOT_FOUND', 'No such article');
  return { contactId, article };
}

export const newsRoutes: RouteModule = (app, ctx) => {
  const db = newsDb(ctx.db);

  serve(app, ENDPOINTS.getNewsShared, async (request) => {
    const { contactId } = request.query;
    if (!contactId) throw errors.badRequest('CONTACT_ID_REQUIRED', 'Contact id can not be undefined');
    if (contactId !== await callerContactId(db, request)) throw notFound('CONTACT_NOT_FOUND', 'No such contact');
    const page = await pageOf(await readableArticles(db, contactId), request.query, (q) => q
      .select(['a.id', 'a.title', 'a.summary', 'a.author', 'a.publishedAt', 'n.seenAt'])
      .select((eb) => attachmentCount(eb).as('attachmentCount'))
      .orderBy('a.publishedAt', 'desc').orderBy('a.id'));
    return {
      items: page.rows.map((r) => ({
        id: r.id, title: r.title, summary: r.summary, author: r.author, publishedAt: r.publishedAt,
        seen: r.seenAt !== null, attachmentCount: Number(r.attachmentCount ?? 0),
      })),
      totalItems: page.totalItems, startIndex: page.startIndex, itemsPerPage: page.itemsPerPage,
    };
  });

  serve(app, ENDPOINTS.getNewsSharedArticle, async (request) => {
    const { article } = await sharedArticle(db, request, request.params.id);
    return {
      id: article.id, title: article.title, summary: article.summary, author: article.author, publishedAt: article.publishedAt,
      bodyHtml: article.bodyHtml, seen: article.seenAt !== null, seenAt: article.seenAt,
      attachments: await attachmentsOf(db, article.id),
    };
  });

  serve(app, ENDPOINTS.postNewsMarkAsSeen, async (request) => {
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

  serve(app, ENDPOINTS.getNewsAttachments, async (request) => {
    const { article } = await sharedArticle(db, request, request.params.id);
    const items = await attachmentsOf(db, article.id);
    return { items, totalItems: items.length };
  });

  serve(app, ENDPOINTS.getNewsAttachment, async (request, reply) => {
    const { article } = await sharedArticle(db, request, request.params.id);
    const row = await db.selectFrom('brNewsAttachments').select('fileId').where('id', '=', request.params.attachmentId)
      .where('articleId', '=', article.id).executeTakeFirst();
    if (!row) throw errors.notFound('NEWS_ATTACHMENT_NOT_FOUND', 'No such attachment');
    return sendFile(db, reply, row.fileId);
  });
};
