import { ENDPOINTS, REPORT_ERROR_CODES, REPORTS_PERMISSION } from '../contract';
import type { FastifyRequest } from 'fastify';
import {
  featureErrors,
  pagedResponse,
  pageOf,
  requirePermission,
  type RouteModule,
  textContains, serve,
} from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';
import { reportsDb } from './tables';

const errors = featureErrors(REPORT_ERROR_CODES);

const checkRange = (from?: string, to?: string) => {
  if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
};

export const reportRoutes: RouteModule = (app, ctx) => {
  const db = reportsDb(ctx.db);

  // The Reports grant decides every route of the feature (README.md); the route guard has checked the client.
  const requireReports = (request: FastifyRequest) =>
    requirePermission(db, request, REPORTS_PERMISSION.feature, REPORTS_PERMISSION.resource, 'REPORTS_PERMISSION_REQUIRED');

  serve(app, ENDPOINTS.getReportStoredDocuments, async (request) => {
    await requireReports(request);
    const { from, to, category, competence, search } = request.query;
    checkRange(from, to);
    let base = db.selectFrom('brStoredDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .where('d.clientId', '=', request.params.clientId);
    if (from) base = base.where('d.storedAt', '>=', from);
    // "to" is a calendar day: everything stored during it is included.
    if (to) base = base.where('d.storedAt', '<', `${to}T24`);
    if (category) base = base.where('d.category', '=', category);
    if (competence) base = base.where('d.competence', '=', competence);
    if (search?.trim()) base = base.where(textContains('d.name', search.trim()));
    const page = await pageOf(base, request.query, (q) => q
      .select(['d.id', 'd.name', 'd.category', 'd.competence', 'd.storedAt', 'f.fileName', 'f.mimeType', 'f.size'])
      .orderBy('d.storedAt', 'desc').orderBy('d.id'));
    return pagedResponse(page, (r) => ({ ...r, category: r.category as 'Fiscal' }));
  });

  serve(app, ENDPOINTS.getReportStoredDocumentContent, async (request, reply) => {
    await requireReports(request);
    const row = await db.selectFrom('brStoredDocuments').select('fileId').where('id', '=', request.params.documentId)
      .where('clientId', '=', request.params.clientId).executeTakeFirst();
    if (!row) throw errors.notFound('REPORT_DOCUMENT_NOT_FOUND', 'No such document');
    return sendFile(db, reply, row.fileId);
  });

  serve(app, ENDPOINTS.getReportPayrollEntries, async (request) => {
    await requireReports(request);
    const { from, to, competence, cpf, search } = request.query;
    checkRange(from, to);
    let base = db.selectFrom('brPayrollEntries').where('clientId', '=', request.params.clientId);
    if (from) base = base.where('competence', '>=', from.slice(0, 7));
    if (to) base = base.where('competence', '<=', to.slice(0, 7));
    if (competence) base = base.where('competence', '=', competence);
    if (cpf) base = base.where('cpf', '=', cpf);
    if (search?.trim()) base = base.where(textContains('employee_name', search.trim()));
    const page = await pageOf(base, request.query, (q) => q.selectAll()
      .orderBy('competence', 'desc').orderBy('employeeName').orderBy('rubricCode').orderBy('id'));
    return pagedResponse(page, (r) => ({
      id: r.id, competence: r.competence, employeeName: r.employeeName, cpf: r.cpf, rubricCode: r.rubricCode,
      rubricDescription: r.rubricDescription, kind: r.kind, quantity: r.quantity, amountCents: Number(r.amountCents),
    }));
  });

  serve(app, ENDPOINTS.getReportPayrollRegistrations, async (request) => {
    await requireReports(request);
    const { from, to, event, search } = request.query;
    checkRange(from, to);
    let base = db.selectFrom('brPayrollRegistrations').where('clientId', '=', request.params.clientId);
    if (from) base = base.where('eventDate', '>=', from);
    if (to) base = base.where('eventDate', '<=', to);
    if (event) base = base.where('event', '=', event);
    if (search?.trim()) base = base.where(textContains('employee_name', search.trim()));
    const page = await pageOf(base, request.query, (q) => q.selectAll().orderBy('eventDate', 'desc').orderBy('id'));
    return pagedResponse(page, (r) => ({
      id: r.id, employeeName: r.employeeName, cpf: r.cpf, event: r.event as 'Admission', eventDate: r.eventDate,
      jobPosition: r.jobPosition, salaryCents: r.salaryCents === null ? null : Number(r.salaryCents), esocialReceipt: r.esocialReceipt,
    }));
  });

  serve(app, ENDPOINTS.getReportStoredDocumentsSummary, async (request) => {
    await requireReports(request);
    const { from, to } = request.query;
    checkRange(from, to);
    let base = db.selectFrom('brStoredDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .where('d.clientId', '=', request.params.clientId);
    if (from) base = base.where('d.storedAt', '>=', from);
    if (to) base = base.where('d.storedAt', '<', `${to}T24`);
    const rows = await base
      .select((eb) => ['d.competence', 'd.category', eb.fn.countAll<number | string>().as('documents'),
        eb.fn.sum<number | string>('f.size').as('totalBytes'), eb.fn.max('d.storedAt').as('lastStoredAt')])
      .groupBy(['d.competence', 'd.category']).orderBy('d.competence', 'desc').orderBy('d.category').execute();
    return {
      items: rows.map((r) => ({
        competence: r.competence, category: r.category as 'Fiscal', documents: Number(r.documents),
        totalBytes: Number(r.totalBytes), lastStoredAt: r.lastStoredAt,
      })),
    };
  });
};
