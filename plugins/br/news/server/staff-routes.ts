import { ENDPOINTS } from '../contract';
import { newsDb } from './tables';
import { pageOf, type RouteModule, serve, staffOf } from '@portico/plugin-server';
import { notify } from '../../../common/notifications/server';
import { createArticle, updateArticle } from './articles';
import { audienceClientIds } from './audience';
import { addAttachment, attachmentCount, readUpload, removeAttachment } from './attachments';
import { checkAudienceClients, checkAudienceNotEmpty, firmArticle, staffArticle, toSummary } from './staff-articles';

/**
 * The firm's publishing (access 'staff'): every query is scoped to the caller's firm, and an article of another
 * firm is not found. Each write is one transaction, so a refusal leaves nothing half-written; core's guard audits it.
 */
export const staffNewsRoutes: RouteModule = (app, ctx) => {
  const db = newsDb(ctx.db);

  serve(app, ENDPOINTS.getNewsStaffArticles, async (request) => {
    const { firmId } = staffOf(request);
    const { state } = request.query;
    const now = new Date();
    let base = db.selectFrom('brNewsArticles as a').where('a.firmId', '=', firmId);
    if (state === 'draft') base = base.where('a.status', '=', 'draft');
    else if (state) base = base.where('a.status', '=', 'published').where('a.publishedAt', state === 'scheduled' ? '>' : '<=', now.toISOString());
    const page = await pageOf(base, request.query, (q) => q.selectAll('a').select((eb) => attachmentCount(eb).as('attachmentCount'))
      .orderBy('a.updatedAt', 'desc').orderBy('a.id'));
    return { items: page.rows.map((row) => toSummary(row, now)), totalItems: page.totalItems, startIndex: page.startIndex, itemsPerPage: page.itemsPerPage };
  });

  serve(app, ENDPOINTS.postNewsStaffArticles, async (request, reply) => {
    const { firmId, userId } = staffOf(request);
    await checkAudienceClients(db, firmId, request.body);
    const id = await db.transaction().execute((trx) => createArticle(trx, {
      ...request.body, firmId, status: 'draft', publishedAt: new Date().toISOString(), updatedBy: userId, attachments: [],
    }));
    return reply.code(201).send(await staffArticle(db, firmId, id));
  });

  serve(app, ENDPOINTS.getNewsStaffArticle, async (request) => staffArticle(db, staffOf(request).firmId, request.params.id));

  serve(app, ENDPOINTS.putNewsStaffArticle, async (request) => {
    const { firmId, userId } = staffOf(request);
    const { id } = request.params;
    const article = await firmArticle(db, firmId, id);
    await checkAudienceClients(db, firmId, request.body);
    await db.transaction().execute(async (trx) => {
      await updateArticle(trx, id, request.body, userId);
      // A published article keeps its readers: refusing here rolls the change back.
      if (article.status === 'published') await checkAudienceNotEmpty(trx, await firmArticle(trx, firmId, id));
    });
    return staffArticle(db, firmId, id);
  });

  serve(app, ENDPOINTS.postNewsStaffPublish, async (request) => {
    const { firmId, userId } = staffOf(request);
    const { id } = request.params;
    await checkAudienceNotEmpty(db, await firmArticle(db, firmId, id));
    // A time already past publishes now: an article is never dated before it was published.
    const now = new Date();
    const at = request.body.at ? new Date(request.body.at) : now;
    const publishedAt = (at > now ? at : now).toISOString();
    await db.updateTable('brNewsArticles').set({ status: 'published', publishedAt, updatedAt: now.toISOString(), updatedBy: userId })
      .where('id', '=', id).where('firmId', '=', firmId).execute();
    const article = await firmArticle(db, firmId, id);
    // Readers hear of it once it shows; a scheduled article is not announced (yet).
    if (publishedAt === now.toISOString()) {
      for (const clientId of await audienceClientIds(db, article)) {
        await notify(ctx, { category: 'newsPublished', clientId, key: `news:${id}:${publishedAt}`, link: `/home/news/${id}`, params: { title: article.title } }, request.log);
      }
    }
    return staffArticle(db, firmId, id);
  });

  serve(app, ENDPOINTS.postNewsStaffUnpublish, async (request) => {
    const { firmId, userId } = staffOf(request);
    const { id } = request.params;
    await firmArticle(db, firmId, id);
    await db.updateTable('brNewsArticles').set({ status: 'draft', updatedAt: new Date().toISOString(), updatedBy: userId })
      .where('id', '=', id).where('firmId', '=', firmId).execute();
    return staffArticle(db, firmId, id);
  });

  serve(app, ENDPOINTS.postNewsStaffAttachments, { config: { accepts: ['multipart/form-data'] } }, async (request, reply) => {
    const { firmId } = staffOf(request);
    const { id } = request.params;
    await firmArticle(db, firmId, id);
    const file = await readUpload(request);
    const attachment = await db.transaction().execute((trx) => addAttachment(trx, id, file));
    return reply.code(201).send(attachment);
  });

  serve(app, ENDPOINTS.deleteNewsStaffAttachment, async (request, reply) => {
    const { firmId } = staffOf(request);
    const { id, attachmentId } = request.params;
    await firmArticle(db, firmId, id);
    await db.transaction().execute((trx) => removeAttachment(trx, id, attachmentId));
    return reply.code(204).send(null);
  });

  serve(app, ENDPOINTS.getNewsStaffAudience, async (request) => {
    const { firmId } = staffOf(request);
    const [clients, tags] = await Promise.all([
      db.selectFrom('clients').select(['id', 'name']).where('firmId', '=', firmId).orderBy('name').orderBy('id').execute(),
      db.selectFrom('brNewsClientTags as t').innerJoin('clients as c', 'c.id', 't.clientId').select(['t.clientId', 't.tag'])
        .where('c.firmId', '=', firmId).orderBy('t.tag').execute(),
    ]);
    const tagsOf = new Map<string, string[]>();
    const counts = new Map<string, number>();
    for (const { clientId, tag } of tags) {
      tagsOf.set(clientId, [...tagsOf.get(clientId) ?? [], tag]);
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    return {
      clients: clients.map((c) => ({ ...c, tags: tagsOf.get(c.id) ?? [] })),
      tags: [...counts].map(([tag, clientCount]) => ({ tag, clientCount })),
    };
  });

  // The guard has checked :clientId is a client of the caller's firm.
  serve(app, ENDPOINTS.putNewsStaffClientTags, async (request) => {
    const { clientId } = request.params;
    const tags = [...new Set(request.body.tags)].sort();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('brNewsClientTags').where('clientId', '=', clientId).execute();
      if (tags.length) await trx.insertInto('brNewsClientTags').values(tags.map((tag) => ({ clientId, tag }))).execute();
    });
    return { clientId, tags };
  });
};
