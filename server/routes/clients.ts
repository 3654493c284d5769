import { sql } from 'kysely';
import { principalOf, type AppContext, type RouteModule } from '../http/context';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** From this many of the user's clients, SQLite walks the name index rather than sort them (below, sorting is cheaper than the walk). */
const WALK_NAMES_FROM = 200;

/**
 * The user's clients, those whose lower-cased name or nickname holds the search text when there is one. The text
 * is found on a trigram index (migration 0430): pg_trgm's on the very expressions compared here on PostgreSQL;
 * on SQLite the FTS5 trigram table, which folds case at least as far as this LIKE does, so its matches hold every
 * client the LIKE keeps. FTS5 trigrams need 3 characters: a shorter text is compared on the user's clients.
 * `walkNames` (SQLite, no trigram search): read clients in name order on clients_name_order (migration 0451), each
 * checked against the user's, so a page stops at its end; SQLite's planner otherwise reads all the user's clients
 * and sorts them (PostgreSQL's chooses the walk by itself, from its statistics and the LIMIT).
 */
function clientsOf(db: AppContext['db'], dbKind: AppContext['dbKind'], userId: string, searchTerm: string | undefined, walkNames = false) {
  const text = searchTerm?.trim().toLowerCase();
  const matches = text ? likePattern(text) : undefined;
  const trigrams = dbKind === 'sqlite' && text && [...text].length >= 3;
  const joined = trigrams
    // CROSS JOIN keeps the trigram matches the outer loop (SQLite never reorders it), each client fetched by rowid.
    ? db.selectFrom(sql<{ rowid: number }>`clients_name_trigrams`.as('t')).crossJoin('clients as c')
      .whereRef(sql.ref('c.rowid'), '=', sql.ref('t.rowid')).where(sql<boolean>`clients_name_trigrams match ${`"${text.replaceAll('"', '""')}"`}`)
      .innerJoin('userClients as uc', 'uc.clientId', 'c.id')
    : walkNames && dbKind === 'sqlite'
      ? db.selectFrom('clients as c').crossJoin('userClients as uc').whereRef('uc.clientId', '=', 'c.id')
      : db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id');
  const base = joined.where('uc.userId', '=', userId);
  return matches === undefined ? base
    : base.where(sql<boolean>`(lower(c.name) like ${matches} escape '\\' or lower(c.nickname) like ${matches} escape '\\')`);
}

/**
 * How many of the user's clients there are, counted on their own rows' primary key alone: every row names a client
 * (a foreign key on both databases), so the join to clients, a lookup per client (about 1 ms for 5,000 on SQLite),
 * adds nothing to a count without a search or a firm.
 */
async function ownClientCount(db: AppContext['db'], userId: string, clientId: string | undefined) {
  let own = db.selectFrom('userClients').where('userId', '=', userId);
  if (clientId !== undefined) own = own.where('clientId', '=', clientId);
  return Number((await own.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/** One page of the list, in name then id order, and the count of all it holds (the scale bench explains these). */
export async function pageClients(db: AppContext['db'], dbKind: AppContext['dbKind'], userId: string,
  query: { pageSize: number; pageNum: number; searchTerm?: string; companyId?: number; clientId?: string }) {
  const narrowed = <Q extends ReturnType<typeof clientsOf>>(q: Q) => {
    let out = query.companyId === undefined ? q : q.where('c.firmId', '=', query.companyId);
    if (query.clientId !== undefined) out = out.where('c.id', '=', query.clientId);
    return out;
  };
  const total = !query.searchTerm?.trim() && query.companyId === undefined ? await ownClientCount(db, userId, query.clientId)
    : Number((await narrowed(clientsOf(db, dbKind, userId, query.searchTerm)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await narrowed(clientsOf(db, dbKind, userId, query.searchTerm, total >= WALK_NAMES_FROM))
    .select(['c.id', 'c.name', 'c.nickname', 'c.initials', 'c.cnpj'])
    .orderBy('c.name').orderBy('c.id').limit(query.pageSize).offset((query.pageNum - 1) * query.pageSize).execute();
  return { rows, total };
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
