import {
  BOXE_API, BoxeClientParams, BoxeClientResponse, BoxeCompanyResponse, BoxeDocumentPage, BoxeDocumentParams,
  BoxeDocumentQuery, BoxeStorageParams, type BoxeDocument, BOXE_ERROR_CODES,
} from '../contract';
import { BinaryResponse } from '@portico/contract/common';
import { boxeDb, type BrFiscalDocumentTable } from './tables';
import { principalOf, type RouteModule } from '@portico/server/http/context';
import { featureErrors } from '@portico/server/kit/errors';
import { sendFile } from '@portico/server/kit/files';
import { pagedResponse, pageOf } from '@portico/server/kit/paging';
import { assertBoxeEnabled, boxeSubscription } from './queries';

const errors = featureErrors(BOXE_ERROR_CODES);

type Row = BrFiscalDocumentTable & { fileName: string; size: number };

const toDocument = (r: Row): BoxeDocument => ({
  id: r.id, kind: r.kind, accessKey: r.accessKey, number: r.number, series: r.series, emitterCnpj: r.emitterCnpj,
  emitterName: r.emitterName, recipientCnpj: r.recipientCnpj, issuedAt: r.issuedAt, amountCents: Number(r.amountCents),
  fileName: r.fileName, size: r.size, storedAt: r.storedAt,
});

export const boxeRoutes: RouteModule = (app, ctx) => {
  const db = boxeDb(ctx.db);
  const tags = ['box-e'];

  app.get(BOXE_API.boxeCompany, {
    schema: { tags, summary: "Whether the caller's firm has ordered Box-E", response: { 200: BoxeCompanyResponse } },
  }, async (request) => {
    const subscription = await boxeSubscription(db, principalOf(request));
    return { enabled: subscription !== undefined, orderedAt: subscription?.orderedAt ?? null };
  });

  app.get(BOXE_API.boxeClient, {
    schema: { tags, summary: "The client's Box-E switch (lastToggle)", params: BoxeClientParams, response: { 200: BoxeClientResponse } },
  }, async (request) => {
    const { clientId } = request.params;
    const row = await db.selectFrom('brBoxeClients').selectAll().where('clientId', '=', clientId).executeTakeFirst();
    return { clientId, lastToggle: row?.lastToggle === 1, toggledAt: row?.toggledAt ?? null };
  });

  app.get(BOXE_API.boxeDocuments, {
    schema: {
      tags, summary: 'Stored fiscal XML documents of one kind, newest first; filters by issue period, CNPJ and access key',
      params: BoxeStorageParams, querystring: BoxeDocumentQuery, response: { 200: BoxeDocumentPage },
    },
  }, async (request) => {
    const { clientId, kind } = request.params;
    const { from, to, cnpj, accessKey } = request.query;
    if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
    await assertBoxeEnabled(db, principalOf(request), clientId);
    let base = db.selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .where('d.clientId', '=', clientId).where('d.kind', '=', kind);
    if (from) base = base.where('d.issuedAt', '>=', from);
    if (to) base = base.where('d.issuedAt', '<=', to);
    if (cnpj) base = base.where((eb) => eb.or([eb('d.emitterCnpj', '=', cnpj), eb('d.recipientCnpj', '=', cnpj)]));
    if (accessKey) base = base.where('d.accessKey', '=', accessKey);
    const page = await pageOf(base, request.query, (q) => q.selectAll('d').select(['f.fileName', 'f.size'])
      .orderBy('d.issuedAt', 'desc').orderBy('d.id'));
    return pagedResponse(page, toDocument);
  });

  app.get(BOXE_API.boxeDocumentXml, {
    schema: { tags, summary: 'Download one stored XML document', params: BoxeDocumentParams, response: { 200: BinaryResponse } },
  }, async (request, reply) => {
    const { clientId, kind, documentId } = request.params;
    await assertBoxeEnabled(db, principalOf(request), clientId);
    const doc = await db.selectFrom('brFiscalDocuments').select('fileId')
      .where('id', '=', documentId).where('clientId', '=', clientId).where('kind', '=', kind).executeTakeFirst();
    if (!doc) throw errors.notFound('BOXE_DOCUMENT_NOT_FOUND', 'No such document');
    return sendFile(db, reply, doc.fileId);
  });
};
