import { CND_ERROR_CODES, ENDPOINTS, type StaffCertificate } from '../contract';
import { featureErrors, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { insertFile, MAX_BR_FILE_BYTES } from '@portico/br-kit/server';
import { todayInBrazil } from '@portico/br-kit/contract';
import { readPdfUpload } from '../../../common/documents/server';
import { documentLink } from './routes';
import { cndDb, type BrCndAgencyTable } from './tables';

const errors = featureErrors(CND_ERROR_CODES);

const agencyOf = (a: BrCndAgencyTable) => ({ id: a.id, name: a.name, issuer: a.issuer, jurisdiction: a.jurisdiction, validityDays: a.validityDays });

/**
 * The firm's side (issue 34): staff record a client's certificates as the crawler would (a history row with its PDF,
 * the agency watched for the client), so the client's monitoring screens show them. The guard has checked the client.
 */
export const staffCndRoutes: RouteModule = (app, ctx) => {
  const db = cndDb(ctx.db);

  serve(app, ENDPOINTS.getCndStaffAgencies, async () =>
    ({ agencies: (await db.selectFrom('brCndAgencies').selectAll().orderBy('name').orderBy('id').execute()).map(agencyOf) }));

  serve(app, ENDPOINTS.getCndStaffCertificates, async (request) => {
    const rows = await db.selectFrom('brCndHistory as h').innerJoin('brCndAgencies as a', 'a.id', 'h.agencyId')
      .innerJoin('brFiles as f', 'f.id', 'h.fileId').selectAll('a')
      .select(['h.id as historyId', 'h.status', 'h.certificateNumber', 'h.issuedAt', 'h.expiresAt', 'h.crawledAt', 'f.fileName'])
      .where('h.clientId', '=', request.params.clientId).orderBy('h.crawledAt', 'desc').orderBy('h.id').execute();
    return {
      items: rows.map((r): StaffCertificate => ({
        id: r.historyId, agency: agencyOf(r), status: r.status, certificateNumber: r.certificateNumber,
        issuedAt: r.issuedAt, expiresAt: r.expiresAt, crawledAt: r.crawledAt, fileName: r.fileName,
      })),
    };
  });

  serve(app, ENDPOINTS.postCndStaffCertificate, { config: { accepts: ['multipart/form-data'] } }, async (request, reply) => {
    const { clientId } = request.params;
    const { agencyId, status, certificateNumber, issuedAt, expiresAt } = request.query;
    const agency = await db.selectFrom('brCndAgencies').selectAll().where('id', '=', agencyId).executeTakeFirst();
    if (!agency) throw errors.notFound('CND_AGENCY_NOT_FOUND', 'No such agency');
    // Calendar days in Brasília, as the certificates are dated.
    if (issuedAt > todayInBrazil(new Date()) || expiresAt < issuedAt) {
      throw errors.badRequest('CND_DATES_INVALID', 'A certificate is issued by today and expires after it was issued');
    }
    const pdf = await readPdfUpload(request, MAX_BR_FILE_BYTES);
    const certificate = await db.transaction().execute(async (trx) => {
      // The file, the row and the watch commit together: a refusal leaves none of them.
      const fileId = await insertFile(trx, { fileName: pdf.fileName, mimeType: 'application/pdf', content: pdf.content });
      const row = { id: crypto.randomUUID(), clientId, agencyId, crawledAt: new Date().toISOString(), status, certificateNumber: certificateNumber.trim(), issuedAt, expiresAt, fileId };
      await trx.insertInto('brCndHistory').values(row).execute();
      const watched = await trx.selectFrom('brCndClientAgencies').select('id').where('clientId', '=', clientId).where('agencyId', '=', agencyId).executeTakeFirst();
      if (!watched) await trx.insertInto('brCndClientAgencies').values({ id: crypto.randomUUID(), clientId, agencyId }).execute();
      return { id: row.id, agency: agencyOf(agency), status, certificateNumber: row.certificateNumber, issuedAt, expiresAt, crawledAt: row.crawledAt, fileName: pdf.fileName };
    });
    return reply.code(201).send(certificate);
  });

  serve(app, ENDPOINTS.getCndStaffCertificateDocument, async (request) => {
    const { clientId, certificateId } = request.params;
    const row = await db.selectFrom('brCndHistory as h').innerJoin('brFiles as f', 'f.id', 'h.fileId')
      .select(['h.id', 'f.fileName', 'f.size']).where('h.id', '=', certificateId).where('h.clientId', '=', clientId).executeTakeFirst();
    if (!row) throw errors.notFound('CND_HISTORY_NOT_FOUND', 'No such certificate');
    return documentLink(ctx, principalOf(request), row);
  });

  serve(app, ENDPOINTS.deleteCndStaffCertificate, async (request, reply) => {
    const { clientId, certificateId } = request.params;
    await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('brCndHistory').where('id', '=', certificateId).where('clientId', '=', clientId).returning('fileId').executeTakeFirst();
      if (!row) throw errors.notFound('CND_HISTORY_NOT_FOUND', 'No such certificate');
      await trx.deleteFrom('brFiles').where('id', '=', row.fileId).execute();
    });
    return reply.code(204).send(null);
  });
};
