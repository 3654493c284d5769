import { ENDPOINTS, PROTOCOL_ERROR_CODES } from '../contract';
import { featureErrors, pagedResponse, pageOf, type RouteModule, serve } from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';
import { protocolsDb } from './tables';

const errors = featureErrors(PROTOCOL_ERROR_CODES);

export const protocolRoutes: RouteModule = (app, ctx) => {
  const db = protocolsDb(ctx.db);

  serve(app, ENDPOINTS.getProtocols, async (request) => {
    const { obligation, from, to } = request.query;
    if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
    let base = db.selectFrom('brProtocols as p').innerJoin('brFiles as f', 'f.id', 'p.fileId').where('p.clientId', '=', request.params.clientId);
    if (obligation) base = base.where('p.obligation', '=', obligation);
    if (from) base = base.where('p.deliveredAt', '>=', from);
    // "to" is a calendar day: everything delivered during it is included.
    if (to) base = base.where('p.deliveredAt', '<', `${to}T24`);
    const page = await pageOf(base, request.query, (q) => q
      .select(['p.id', 'p.obligation', 'p.competence', 'p.number', 'p.deliveredAt', 'f.fileName'])
      .orderBy('p.deliveredAt', 'desc').orderBy('p.id'));
    return pagedResponse(page, (r) => r);
  });

  serve(app, ENDPOINTS.getProtocolDocument, async (request, reply) => {
    const row = await db.selectFrom('brProtocols').select('fileId').where('id', '=', request.params.protocolId)
      .where('clientId', '=', request.params.clientId).executeTakeFirst();
    if (!row) throw errors.notFound('PROTOCOL_NOT_FOUND', 'No such protocol');
    return sendFile(db, reply, row.fileId);
  });
};
