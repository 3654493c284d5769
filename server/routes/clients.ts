import { sql } from 'kysely';
import { principalOf, type RouteModule } from '../http/context';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const clientRoutes: RouteModule = (app, ctx) => {
  serve(app, ENDPOINTS.getClients, async (request) => {
    const principal = principalOf(request);
    const { pageSize = 25, pageNum = 1, searchTerm, includeNickname = false, companyId } = request.query;
    let base = ctx.db.selectFrom('clients as c')
      .innerJoin('userClients as uc', 'uc.clientId', 'c.id')
      .where('uc.userId', '=', principal.effectiveUserId);
    if (companyId !== undefined) base = base.where('c.firmId', '=', companyId);
    const term = searchTerm?.trim();
    if (term) {
      const pattern = likePattern(term);
      base = base.where(sql<boolean>`(lower(c.name) like ${pattern} escape '\\' or lower(c.nickname) like ${pattern} escape '\\')`);
    }
    const [rows, count] = await Promise.all([
      base.select(['c.id', 'c.name', 'c.nickname', 'c.initials', 'c.cnpj'])
        .orderBy('c.name').orderBy('c.id').limit(pageSize).offset((pageNum - 1) * pageSize).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
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
