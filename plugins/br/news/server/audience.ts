import { type ExpressionBuilder, sql } from 'kysely';
import type { NewsDb, NewsTables } from './tables';
import type { Database } from '@portico/plugin-server';

type ArticleScope = ExpressionBuilder<Database & NewsTables & { a: NewsTables['brNewsArticles'] }, 'a'>;

/** The client companies a contact works for (through its users), with their firms. */
export const clientsOfContact = (db: NewsDb, contactId: string) =>
  db.selectFrom('users as u').innerJoin('userClients as uc', 'uc.userId', 'u.id').innerJoin('clients as c', 'c.id', 'uc.clientId')
    .select(['c.id', 'c.firmId']).distinct().where('u.contactId', '=', contactId).execute();

/**
 * An article of the query's `a` a contact of `clients` may read: published, its time come, and addressed to one of
 * them: all of its firm's clients, chosen ones, or those carrying its tag. A bounded number of index look-ups per
 * article, whatever the audience's size.
 */
export function readableBy(eb: ArticleScope, clients: ReadonlyArray<{ id: string; firmId: number }>, now: Date) {
  if (!clients.length) return sql<boolean>`1 = 0`;
  const clientIds = clients.map((c) => c.id);
  const firmIds = [...new Set(clients.map((c) => c.firmId))];
  return eb.and([
    eb('a.status', '=', 'published'),
    eb('a.publishedAt', '<=', now.toISOString()),
    eb.or([
      eb.and([eb('a.audience', '=', 'all'), eb('a.firmId', 'in', firmIds)]),
      eb.and([eb('a.audience', '=', 'clients'), eb.exists(eb.selectFrom('brNewsAudienceClients as ac').select('ac.clientId')
        .whereRef('ac.articleId', '=', 'a.id').where('ac.clientId', 'in', clientIds))]),
      eb.and([eb('a.audience', '=', 'tag'), eb.exists(eb.selectFrom('brNewsClientTags as ct').innerJoin('clients as tc', 'tc.id', 'ct.clientId')
        .select('ct.clientId').whereRef('ct.tag', '=', 'a.audienceTag').whereRef('tc.firmId', '=', 'a.firmId').where('ct.clientId', 'in', clientIds))]),
    ]),
  ]);
}

/** The client companies of its firm an article is addressed to (all, chosen ones, or those carrying its tag). */
export async function audienceClientIds(db: NewsDb, article: { id: string; firmId: number; audience: string; audienceTag: string | null }): Promise<string[]> {
  const rows = article.audience === 'clients'
    ? await db.selectFrom('brNewsAudienceClients as ac').innerJoin('clients as c', 'c.id', 'ac.clientId').select('c.id')
      .where('ac.articleId', '=', article.id).where('c.firmId', '=', article.firmId).execute()
    : article.audience === 'tag'
      ? await db.selectFrom('brNewsClientTags as ct').innerJoin('clients as c', 'c.id', 'ct.clientId').select('c.id')
        .where('ct.tag', '=', article.audienceTag ?? '').where('c.firmId', '=', article.firmId).execute()
      : await db.selectFrom('clients as c').select('c.id').where('c.firmId', '=', article.firmId).execute();
  return rows.map((r) => r.id);
}
