import { BR_API } from '../../../core/contract/br/br-api-paths';
import { BinaryResponse } from '../../../core/contract/br/common';
import { ProtocolPage, ProtocolParams, ProtocolsQuery } from '../../../core/contract/br/protocols';
import { ReportClientParams } from '../../../core/contract/br/reports';
import type { RouteModule } from '../../http/context';
import { brError, brNotFound } from '../errors';
import { sendFile } from '../files';
import { pagedResponse, pageOf, textContains } from '../paging';

export const protocolRoutes: RouteModule = (app, ctx) => {
  const tags = ['br-protocols'];

  app.get(BR_API.protocols, {
    schema: {
      tags, summary: 'Delivery protocols of documents the firm sent the client, newest first; filters by period, status, text',
      params: ReportClientParams, querystring: ProtocolsQuery, response: { 200: ProtocolPage },
    },
  }, async (request) => {
    const { from, to, status, search } = request.query;
    if (from && to && from > to) throw brError(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
    let base = ctx.db.selectFrom('brProtocols').where('clientId', '=', request.params.clientId);
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

  app.get(BR_API.protocolDocument, {
    schema: { tags, summary: 'Download the delivery protocol (PDF receipt)', params: ProtocolParams, response: { 200: BinaryResponse } },
  }, async (request, reply) => {
    const row = await ctx.db.selectFrom('brProtocols').select('fileId').where('id', '=', request.params.protocolId)
      .where('clientId', '=', request.params.clientId).executeTakeFirst();
    if (!row) throw brNotFound('PROTOCOL_NOT_FOUND', 'No such protocol');
    return sendFile(ctx.db, reply, row.fileId);
  });
};
