import { randomUUID } from 'node:crypto';
import { pagedResponse, pageOf, serve, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS, type __Pascal__Entry } from '../contract';
import { __camel__Db, type __Pascal__EntryTable } from './tables';

const toEntry = (row: __Pascal__EntryTable): __Pascal__Entry => ({
  id: row.id, description: row.description, quantity: row.quantity, createdAt: row.createdAt,
});

/**
 * __Title__'s API, served from its declarations (contract.ts). Each needs a session; the paths name :clientId, so the guard answers
 * 404 before the handler runs unless the caller may see that client. Every write is audited by its route.
 */
export const __camel__Routes: RouteModule = (app, ctx) => {
  const db = __camel__Db(ctx.db);

  serve(app, ENDPOINTS.get__Pascal__Entries, async (request) => {
    const base = db.selectFrom('__tableCamel__').where('clientId', '=', request.params.clientId);
    const page = await pageOf(base, request.query, (q) => q.selectAll().orderBy('createdAt', 'desc').orderBy('id'));
    return pagedResponse(page, toEntry);
  });

  serve(app, ENDPOINTS.post__Pascal__Entries, async (request, reply) => {
    const row: __Pascal__EntryTable = {
      id: randomUUID(), clientId: request.params.clientId, description: request.body.description.trim(),
      quantity: request.body.quantity, createdAt: new Date().toISOString(),
    };
    await db.insertInto('__tableCamel__').values(row).execute();
    return reply.code(201).send(toEntry(row));
  });
};
