import { sql } from 'kysely';
import { principalOf, type AppContext, type RouteModule } from '../http/context';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The user's clients, those whose lower-cased name or nickname holds the search text when there is one. The text
 * is found on a trigram index (migration 0430): pg_trgm's on the very expressions compared here on PostgreSQL;
 * on SQLite the FTS5 trigram table, which folds case at least as far as this LIKE does, so its matches hold every
 * client the LIKE keeps. FTS5 trigrams need 3 characters: a shorter text is compared on the user's clients.
 */
function clientsOf(db: AppContext['db'], dbKind: AppContext['dbKind'], userId: string, searchTerm: string | undefined) {
  const text = searchTerm?.trim().toLowerCase();
  const matches = text ? likePattern(text) : undefined;
  const from = dbKind === 'sqlite' && text && [...text].length >= 3
    // CROSS JOIN keeps the trigram matches the outer loop (SQLite never reorders it), each client fetched by rowid.
    ? db.selectFrom(sql<{ rowid: number }>`clients_name_trigrams`.as('t')).crossJoin('clients as c')
      .whereRef(sql.ref('c.rowid'), '=', sql.ref('t.rowid')).where(sql<boolean>`clients_name_trigrams match ${`"${text.replaceAll('"', '""')}"`}`)
    : db.selectFrom('clients as c');
  const base = from.innerJoin('userClients as uc', 'uc.clientId', 'c.id').where('uc.userId', '=', userId);
  return matches === undefined ? base
    : base.where(sql<boolean>`(lower(c.name) like ${matches} escape '\\' or lower(c.nickname) like ${matches} escape '\\')`);
}

/** One page of the list, in name then id order, and the count of all it holds (the scale bench explains these). */
export async function pageClients(db: AppContext['db'], dbKind: AppContext['dbKind'], userId: string,
  query: { pageSize: number; pageNum: number; searchTerm?: string; companyId?: number; clientId?: string }) {
  let base = clientsOf(db, dbKind, userId, query.searchTerm);
  if (query.companyId !== undefined) base = base.where('c.firmId', '=', query.companyId);
  if (query.clientId !== undefined) base = base.where('c.id', '=', query.clientId);
  const [rows, count] = await Promise.all([
    base.select(['c.id', 'c.name', 'c.nickname', 'c.initials', 'c.cnpj'])
      .orderBy('c.name').orderBy('c.id').limit(query.pageSize).offset((query.pageNum - 1) * query.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const clientRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getClients, async (request) => {
    const principal = principalOf(request);
    const { pageSize = 25, pageNum = 1, searchTerm, includeNickname = false, companyId, clientId } = request.query;
    const { rows, total } = await pageClients(ctx.db, ctx.dbKind, principal.effectiveUserId, { pageSize, pageNum, searchTerm, companyId, clientId });
    return {
      clients: rows.map((c) => ({
        id: c.id,
        name: c.name,
        nickname: c.nickname,
        initials: c.initials,
        cnpj: c.cnpj,
        displayAs: includeNickname && c.nickname ? `${c.name} (${c.nickname})` : c.name,
      })),
      total,
      currentItemCount: rows.length,
      totalPages: Math.ceil(total / pageSize),
    };
  });
};
