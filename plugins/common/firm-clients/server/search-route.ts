import { pagedResponse, pageOf, serve, staffOf, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';
import { queryTerms } from './search-terms';
import { firmClientsDb } from './tables';
import { toSummary } from './client-rows';

/**
 * The firm's clients, by name: all of them without a query, else those holding every term of it (one index
 * lookup per term, search-terms.ts). Scoped to the staff member's firm.
 */
export const searchRoute: RouteModule = (app, ctx) => {
  const db = firmClientsDb(ctx.db);
  serve(app, ENDPOINTS.getFirmClients, async (request) => {
    const { firmId } = staffOf(request);
    let base = db.selectFrom('clients as c').where('c.firmId', '=', firmId);
    for (const term of queryTerms(request.query.q ?? '')) {
      base = base.where('c.id', 'in', db.selectFrom('commonFirmClientsSearchTerms as t').select('t.clientId')
        .where('t.firmId', '=', firmId).where('t.term', '=', term));
    }
    const page = await pageOf(base, request.query, (q) => q.select(['c.id', 'c.name', 'c.nickname', 'c.cnpj']).orderBy('c.name').orderBy('c.id'));
    return pagedResponse(page, toSummary);
  });
};
