import { PROTOCOLS_API, ProtocolPage, ProtocolParams, ProtocolsQuery, PROTOCOL_ERROR_CODES } from '../contract';
import { BinaryResponse, ClientParams } from '@portico/contract/common';
import type { RouteModule } from '@portico/server/http/context';
import { featureErrors } from '@portico/server/kit/errors';
import { sendFile } from '@portico/server/kit/files';
import { pagedResponse, pageOf, textContains } from '@portico/server/kit/paging';
import { protocolsDb } from './tables';

const errors = featureErrors(PROTOCOL_ERROR_CODES);

export const protocolRoutes: RouteModule = (app, ctx) => {
  const db = protocolsDb(ctx.db);
  const tags = ['br-protocols'];

  app.get(PROTOCOLS_API.protocols, {
    schema: {
      tags, summary: 'Delivery protocols of documents the firm sent the client, newest first; filters by period, status, text',
      params: ClientParams, querystring: ProtocolsQuery, response: { 200: ProtocolPage },
    },
  }, async (request) => {
    const { from, to, status, search } = request.query;
    if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
    let base = db.selectFrom('brProtocols').where('clientId', '=', request.params.clientId);
    if (from) base = base.where('sentAt', '>=', from);
    if (to) base = base.where('sentAt', '<', `${to}T24`);
    if (status === 'Read') base = base.where('readAt', 'is not', null);
    if (status === 'Sent') base = base.where('readAt', 'is', null);
    if (search?.trim()) {
      const term = search.trim();
      base = base.where((eb) => eb.or([textContains('document_name', term), textContains('number', term)]));
    }
    const page = await pageOf(base, request.query, (q) => q.selectAll().orderBy('sentAt', 'desc').orderBy('id'));
    return pagedResponse(page, (r) => ({
      id: r.id, number: r.number, documentName: r.documentName, department: r.department, sentAt: r.sentAt, sentBy: r.sentBy,
      recipientEmail: r.recipientEmail, status: r.readAt ? 'Read' as const : 'Sent' as const, readAt: r.readAt,
    }));
  });

  app.get(PROTOCOLS_API.protocolDocument, {
    schema: { tags, summary: 'Download the delivery protocol (PDF receipt)', params: ProtocolParams, response: { 200: BinaryResponse } },
  }, async (request, reply) => {
    const row = await db.selectFrom('brProtocols').select('fileId').where('id', '=', request.params.protocolId)
      .where('clientId', '=', request.params.clientId).executeTakeFirst();
    if (!row) throw errors.notFound('PROTOCOL_NOT_FOUND', 'No such protocol');
    return sendFile(db, reply, row.fileId);
  });
};
