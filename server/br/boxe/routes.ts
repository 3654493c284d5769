import { BR_API } from '../../../core/contract/br/br-api-paths';
import {
  BoxeClientParams, BoxeClientResponse, BoxeCompanyResponse, BoxeDocumentPage, BoxeDocumentParams, BoxeDocumentQuery,
  BoxeStorageParams, type BoxeDocument,
} from '../../../core/contract/br/boxe';
import { BinaryResponse } from '../../../core/contract/br/common';
import type { BrFiscalDocumentTable } from '../schema';
import { principalOf, type RouteModule } from '../../http/context';
import { brError, brNotFound } from '../errors';
import { sendFile } from '../files';
import { pagedResponse, pageOf } from '../paging';
import { assertBoxeEnabled, boxeSubscription } from './queries';

type Row = BrFiscalDocumentTable & { fileName: string; size: number };

const toDocument = (r: Row): BoxeDocument => ({
  id: r.id, kind: r.kind, accessKey: r.accessKey, number: r.number, series: r.series, emitterCnpj: r.emitterCnpj,
  emitterName: r.emitterName, recipientCnpj: r.recipientCnpj, issuedAt: r.issuedAt, amountCents: Number(r.amountCents),
  fileName: r.fileName, size: r.size, storedAt: r.storedAt,
});

export const boxeRoutes: RouteModule = (app, ctx) => {
  const tags = ['box-e'];

  app.get(BR_API.boxeCompany, {
    schema: { tags, summary: "Whether the caller's firm has ordered Box-E", response: { 200: BoxeCompanyResponse } },
  }, async (request) => {
    const subscription = await boxeSubscription(ctx.db, principalOf(request));
    return { enabled: subscription !== undefined, orderedAt: subscription?.orderedAt ?? null };
  });

  app.get(BR_API.boxeClient, {
    schema: { tags, summary: "The client's Box-E switch (lastToggle)", params: BoxeClientParams, response: { 200: BoxeClientResponse } },
  }, async (request) => {
    const { clientId } = request.params;
    const row = await ctx.db.selectFrom('brBoxeClients').selectAll().where('clientId', '=', clientId).executeTakeFirst();
    return { clientId, lastToggle: row?.lastToggle === 1, toggledAt: row?.toggledAt ?? null };
  });

  app.get(BR_API.boxeDocuments, {
    schema: {
      tags, summary: 'Stored fiscal XML documents of one kind, newest first; filters by issue period, CNPJ and access key',
      params: BoxeStorageParams, querystring: BoxeDocumentQuery, response: { 200: BoxeDocumentPage },
    },
  }, async (request) => {
    const { clientId, kind } = request.params;
    const { from, to, cnpj, accessKey } = request.query;
    if (from && to && from > to) throw brError(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
    await assertBoxeEnabled(ctx.db, principalOf(request), clientId);
    let base = ctx.db.selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .where('d.clientId', '=', clientId).where('d.kind', '=', kind);
    if (from) base = base.where('d.issuedAt', '>=', from);
    if (to) base = base.where('d.issuedAt', '<=', to);
    if (cnpj) base = base.where((eb) => eb.or([eb('d.emitterCnpj', '=', cnpj), eb('d.recipientCnpj', '=', cnpj)]));
    if (accessKey) base = base.where('d.accessKey', '=', accessKey);
    const page = await pageOf(base, request.query, (q) => q.selectAll('d').select(['f.fileName', 'f.size'])
      .orderBy('d.issuedAt', 'desc').orderBy('d.id'));
    return pagedResponse(page, toDocument);
  });

  app.get(BR_API.boxeDocumentXml, {
    schema: { tags, summary: 'Download one stored XML document', params: BoxeDocumentParams, response: { 200: BinaryResponse } },
  }, async (request, reply) => {
    const { clientId, kind, documentId } = request.params;
    await assertBoxeEnabled(ctx.db, principalOf(request), clientId);
    const doc = await ctx.db.selectFrom('brFiscalDocuments').select('fileId')
      .where('id', '=', documentId).where('clientId', '=', clientId).where('kind', '=', kind).executeTakeFirst();
    if (!doc) throw brNotFound('BOXE_DOCUMENT_NOT_FOUND', 'No such document');
    return sendFile(ctx.db, reply, doc.fileId);
  });
};
