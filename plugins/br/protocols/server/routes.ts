import { competenceFits, ENDPOINTS, PROTOCOL_ERROR_CODES, type Protocol, type ProtocolsQuery } from '../contract';
import type { Static } from '@sinclair/typebox';
import { featureErrors, pagedResponse, pageOf, type RouteModule, serve } from '@portico/plugin-server';
import { insertFile, MAX_BR_FILE_BYTES, sendFile } from '@portico/br-kit/server';
import { readPdfUpload } from '../../../common/documents/server';
import { protocolsDb, type ProtocolDb } from './tables';

const errors = featureErrors(PROTOCOL_ERROR_CODES);

/** One client's receipts, last delivered first: the client's list and the firm's show the same. */
async function listProtocols(db: ProtocolDb, clientId: string, query: Static<typeof ProtocolsQuery>) {
  const { obligation, from, to } = query;
  if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
  let base = db.selectFrom('brProtocols as p').innerJoin('brFiles as f', 'f.id', 'p.fileId').where('p.clientId', '=', clientId);
  if (obligation) base = base.where('p.obligation', '=', obligation);
  if (from) base = base.where('p.deliveredAt', '>=', from);
  // "to" is a calendar day: everything delivered during it is included.
  if (to) base = base.where('p.deliveredAt', '<', `${to}T24`);
  const page = await pageOf(base, query, (q) => q
    .select(['p.id', 'p.obligation', 'p.competence', 'p.number', 'p.deliveredAt', 'f.fileName'])
    .orderBy('p.deliveredAt', 'desc').orderBy('p.id'));
  return pagedResponse(page, (r) => r);
}

/** A receipt's PDF, found under its client only (the client's route and the firm's alike). */
async function sendReceipt(db: ProtocolDb, reply: Parameters<typeof sendFile>[1], { clientId, protocolId }: { clientId: string; protocolId: string }) {
  const row = await db.selectFrom('brProtocols').select('fileId').where('id', '=', protocolId).where('clientId', '=', clientId).executeTakeFirst();
  if (!row) throw errors.notFound('PROTOCOL_NOT_FOUND', 'No such protocol');
  return sendFile(db, reply, row.fileId);
}

export const protocolRoutes: RouteModule = (app, ctx) => {
  const db = protocolsDb(ctx.db);

  serve(app, ENDPOINTS.getProtocols, async (request) => listProtocols(db, request.params.clientId, request.query));

  serve(app, ENDPOINTS.getProtocolDocument, async (request, reply) => sendReceipt(db, reply, request.params));
};

/** The firm's side (issue 34): the guard has checked that the client is one of the staff member's firm. */
export const staffProtocolRoutes: RouteModule = (app, ctx) => {
  const db = protocolsDb(ctx.db);

  serve(app, ENDPOINTS.getStaffProtocolDocument, async (request, reply) => sendReceipt(db, reply, request.params));

  serve(app, ENDPOINTS.getStaffProtocols, async (request) => listProtocols(db, request.params.clientId, request.query));

  serve(app, ENDPOINTS.postStaffProtocol, { config: { accepts: ['multipart/form-data'] } }, async (request, reply) => {
    const { clientId } = request.params;
    const { obligation, competence, number, deliveredAt } = request.query;
    if (!competenceFits(obligation, competence)) {
      throw errors.badRequest('COMPETENCE_INVALID', `${obligation} takes a ${competence.length === 4 ? 'month (yyyy-MM)' : 'year (yyyy)'}`);
    }
    const delivered = new Date(deliveredAt);
    if (delivered.getTime() > Date.now()) throw errors.badRequest('DELIVERED_AT_INVALID', 'A receipt cannot be delivered in the future');
    const pdf = await readPdfUpload(request, MAX_BR_FILE_BYTES);
    const trimmed = number.trim();
    const protocol: Protocol = await db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('brProtocols').select('id').where('clientId', '=', clientId)
        .where('obligation', '=', obligation).where('number', '=', trimmed).executeTakeFirst();
      if (taken) throw errors.conflict('PROTOCOL_DUPLICATE', 'This receipt number is published already');
      // The file and its row commit together: a refusal after this point leaves neither.
      const fileId = await insertFile(trx, { fileName: pdf.fileName, mimeType: 'application/pdf', content: pdf.content });
      const row = { id: crypto.randomUUID(), clientId, obligation, competence, number: trimmed, deliveredAt: delivered.toISOString(), fileId };
      await trx.insertInto('brProtocols').values(row).execute();
      return { id: row.id, obligation, competence, number: trimmed, deliveredAt: row.deliveredAt, fileName: pdf.fileName };
    });
    return reply.code(201).send(protocol);
  });

  serve(app, ENDPOINTS.deleteStaffProtocol, async (request, reply) => {
    const { clientId, protocolId } = request.params;
    await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('brProtocols').where('id', '=', protocolId).where('clientId', '=', clientId).returning('fileId').executeTakeFirst();
      if (!row) throw errors.notFound('PROTOCOL_NOT_FOUND', 'No such protocol');
      await trx.deleteFrom('brFiles').where('id', '=', row.fileId).execute();
    });
    return reply.code(204).send(null);
  });
};
