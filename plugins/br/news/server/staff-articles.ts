import { featureErrors } from '@portico/plugin-server';
import { type ArticleInput, type ArticleState, NEWS_ERROR_CODES, type StaffArticle, type StaffArticleSummary } from '../contract';
import { attachmentsOf } from './attachments';
import type { BrNewsArticleTable, NewsDb } from './tables';

const errors = featureErrors(NEWS_ERROR_CODES);

/** Scheduled is not stored: a published article whose time lies ahead, so it shows the moment its time comes. */
export const stateOf = (row: Pick<BrNewsArticleTable, 'status' | 'publishedAt'>, now: Date): ArticleState =>
  row.status === 'draft' ? 'draft' : row.publishedAt > now.toISOString() ? 'scheduled' : 'published';

export function toSummary(row: BrNewsArticleTable & { attachmentCount: number | string | null }, now: Date): StaffArticleSummary {
  const state = stateOf(row, now);
  return {
    id: row.id, title: row.title, summary: row.summary, author: row.author, state,
    publishedAt: state === 'draft' ? null : row.publishedAt, updatedAt: row.updatedAt, audience: row.audience,
    attachmentCount: Number(row.attachmentCount ?? 0),
  };
}

/** One of the firm's articles; another firm's, or none, is not found (as for a stranger). */
export async function firmArticle(db: NewsDb, firmId: number, articleId: string): Promise<BrNewsArticleTable> {
  const row = await db.selectFrom('brNewsArticles').selectAll().where('id', '=', articleId).where('firmId', '=', firmId).executeTakeFirst();
  if (!row) throw errors.notFound('NEWS_ARTICLE_NOT_FOUND', 'No such article');
  return row;
}

/** The article as its editor shows it. */
export async function staffArticle(db: NewsDb, firmId: number, articleId: string): Promise<StaffArticle> {
  const row = await firmArticle(db, firmId, articleId);
  const [clients, attachments] = await Promise.all([
    db.selectFrom('brNewsAudienceClients').select('clientId').where('articleId', '=', articleId).orderBy('clientId').execute(),
    attachmentsOf(db, articleId),
  ]);
  return {
    ...toSummary({ ...row, attachmentCount: attachments.length }, new Date()),
    bodyHtml: row.bodyHtml, clientIds: clients.map((c) => c.clientId), tag: row.audienceTag, attachments,
  };
}

/** The clients named are the firm's own: a client of another firm is not found, as for a stranger. */
export async function checkAudienceClients(db: NewsDb, firmId: number, input: ArticleInput): Promise<void> {
  if (input.audience !== 'clients' || !input.clientIds.length) return;
  const wanted = [...new Set(input.clientIds)];
  const found = await db.selectFrom('clients').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('firmId', '=', firmId).where('id', 'in', wanted).executeTakeFirstOrThrow();
  if (Number(found.count) !== wanted.length) throw errors.badRequest('NEWS_AUDIENCE_CLIENT_NOT_FOUND', 'A client of the audience is not one of the firm\'s');
}

/** A published article needs readers: chosen clients, or a tag. */
export async function checkAudienceNotEmpty(db: NewsDb, row: Pick<BrNewsArticleTable, 'id' | 'audience' | 'audienceTag'>): Promise<void> {
  const empty = row.audience === 'tag' ? !row.audienceTag
    : row.audience === 'clients' && !await db.selectFrom('brNewsAudienceClients').select('clientId').where('articleId', '=', row.id).executeTakeFirst();
  if (empty) throw errors.conflict('NEWS_AUDIENCE_EMPTY', 'Choose the clients or the tag the article is for');
}
