import { randomUUID } from 'node:crypto';
import { ClientParams } from '@portico/contract/common';
import { pagedResponse, pageOf, type RouteModule } from '@portico/plugin-server';
import { __CONST___API, __Pascal__Entry, __Pascal__EntryPage, __Pascal__EntryQuery, New__Pascal__Entry } from '../contract';
import { __camel__Db, type __Pascal__EntryTable } from './tables';

const toEntry = (row: __Pascal__EntryTable): __Pascal__Entry => ({
  id: row.id, description: row.description, quantity: row.quantity, createdAt: row.createdAt,
});

/**
 * __Title__'s API. Every route needs a session (the default); the paths name :clientId, so the guard answers
 * 404 before the handler runs unless the caller may see that client. Every write is audited by its route.
 */
export const __camel__Routes: RouteModule = (app, ctx) => {
  const db = __camel__Db(ctx.db);
  const tags = ['__apiName__'];

  app.get(__CONST___API.entries, {
    schema: {
      tags, summary: 'The entries of a client company, newest first',
      params: ClientParams, querystring: __Pascal__EntryQuery, response: { 200: __Pascal__EntryPage },
    },
  }, async (request) => {
    const base = db.selectFrom('__tableCamel__').where('clientId', '=', request.params.clientId);
    const page = await pageOf(base, request.query, (q) => q.selectAll().orderBy('createdAt', 'desc').orderBy('id'));
    return pagedResponse(page, toEntry);
  });

  app.post(__CONST___API.entries, {
    schema: {
      tags, summary: 'Add an entry to a client company',
      params: ClientParams, body: New__Pascal__Entry, response: { 201: __Pascal__Entry },
    },
  }, async (request, reply) => {
    const row: __Pascal__EntryTable = {
      id: randomUUID(), clientId: request.params.clientId, description: request.body.description.trim(),
      quantity: request.body.quantity, createdAt: new Date().toISOString(),
    };
    await db.insertInto('__tableCamel__').values(row).execute();
    return reply.code(201).send(toEntry(row));
  });
};
