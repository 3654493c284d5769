import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import {
  ENDPOINTS, NFE_EVENT_NAMES, NFE_EVENTS, type NfeEventCode, type ManifestDocument,
  type ManifestEvent, MANIFEST_ERROR_CODES,
} from '../contract';
import {
  accessibleClientIds, attachmentDisposition, featureErrors, firmOf, principalOf, type RouteModule, serve,
} from '@portico/plugin-server';
import { decodeNfeAccessKey, unmaskNfeKey } from '@portico/br-kit';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE } from '@portico/contract/common';
import { filteredManifestDocuments, pageManifestDocuments, type ListedManifestDocument } from './document-list';
import { ManifestTotals } from './list-totals';
import { manifestDb, type ManifestDb, type BrManifestEventTable, type BrManifestSubmissionTable, type ManifestTables } from './tables';
import { manifestServices } from './services';
import { sendEventJob, sendingState, toSubmission } from './submissions';
import { manifestAccess } from './access';
import { deadlinesOf, decideEvent, xmlUnlocked, type DeadlineDays } from './event-rules';
import { firmDeadlines } from './deadlines';
import { distributionRoutes } from './distribution-routes';
import { scheduleExpiryNotices } from './expiry';

const errors = featureErrors(MANIFEST_ERROR_CODES);

const toEvent = (e: BrManifestEventTable): ManifestEvent => ({
  id: e.id, code: Number(e.code) as NfeEventCode, name: NFE_EVENT_NAMES[Number(e.code) as NfeEventCode],
  sequence: Number(e.sequence), justification: e.justification, protocol: e.protocol, registeredAt: e.registeredAt,
});

const toDocument = (d: ListedManifestDocument, codes: NfeEventCode[], days: DeadlineDays): ManifestDocument => ({
  id: d.id, clientId: d.clientId, accessKey: d.accessKey, number: d.number, series: d.series,
  emitterCnpj: d.emitterCnpj, emitterName: d.emitterName, issuedAt: d.issuedAt, authorizedAt: d.authorizedAt,
  amountCents: Number(d.amountCents), status: d.status, nfeStatus: d.nfeStatus ?? 'Authorized',
  ...deadlinesOf(d.authorizedAt, days), xmlAvailable: xmlUnlocked(codes) && d.hasXml,
});

/** The caller's firm's deadlines. */
const deadlineDays = async (db: ManifestDb, principal: ReturnType<typeof principalOf>): Promise<DeadlineDays> =>
  firmDeadlines(db, await firmOf(db, principal));

/**
 * Submissions that count as the event having happened without an event row: a 573 without a protocol (SEFAZ
 * had it registered already) and the demo's history. With the queued ones, they count for the rules too.
 */
const happenedWithoutProtocol = (eb: ExpressionBuilder<ManifestTables, 'brManifestSubmissions'>) =>
  eb.or([eb('state', '=', 'Demo'), eb.and([eb('state', '=', 'Registered'), eb('eventId', 'is', null)])]);

async function eventCodes(db: ManifestDb, documentIds: string[]): Promise<Map<string, NfeEventCode[]>> {
  const map = new Map<string, NfeEventCode[]>();
  if (!documentIds.length) return map;
  const rows = await db.selectFrom('brManifestEvents').select(['documentId', 'code']).where('documentId', 'in', documentIds)
    .unionAll(db.selectFrom('brManifestSubmissions').select(['documentId', 'code']).where('documentId', 'in', documentIds).where(happenedWithoutProtocol))
    .execute();
  for (const r of rows) map.set(r.documentId, [...(map.get(r.documentId) ?? []), Number(r.code) as NfeEventCode]);
  return map;
}

/** A valid key (44 digits, known model, mod-11 check digit), else NFE_ACCESS_KEY_INVALID. */
function validKey(raw: string): string {
  const key = unmaskNfeKey(raw);
  if (!decodeNfeAccessKey(key)) throw errors.badRequest('NFE_ACCESS_KEY_INVALID', 'The access key must have 44 digits with a valid check digit');
  return key;
}

/** The received NF-e with this key among the caller's clients; another client's key is simply not found. */
async function documentByKey(db: ManifestDb, request: FastifyRequest, rawKey: string) {
  const principal = principalOf(request);
  const { denied } = await manifestAccess(db, principal);
  const doc = await db.selectFrom('brManifestDocuments').selectAll().where('accessKey', '=', validKey(rawKey))
    .where('clientId', 'in', accessibleClientIds(db, principal)).executeTakeFirst();
  if (!doc) throw errors.notFound('NFE_DOCUMENT_NOT_FOUND', 'No received NF-e with this access key');
  return { principal, denied, doc };
}

/** Why a client's events cannot be sent now, as the API's codes. */
const NOT_READY = {
  notConnected: [409, 'SEFAZ_NOT_CONNECTED', 'This server is not connected to the tax authority: the event was not sent'],
  noCertificate: [409, 'NFE_NO_CERTIFICATE', "No A1 certificate of the company was uploaded: the event was not sent"],
  certificateExpired: [409, 'NFE_CERTIFICATE_EXPIRED', "The company's A1 certificate expired: the event was not sent"],
} as const;

const isUniqueViolation = (error: unknown) => /unique|23505/i.test(`${(error as { code?: string }).code ?? ''} ${(error as Error).message}`);

export const manifestRoutes: RouteModule = async (app, ctx) => {
  const db = manifestDb(ctx.db);
  const services = manifestServices(ctx);
  const sendJob = sendEventJob(db, services);
  const totals = new ManifestTotals(db);
  await ctx.jobs.define(sendJob);
  await distributionRoutes(sendJob)(app, ctx);
  await scheduleExpiryNotices(ctx);
  const requireReview = async (request: FastifyRequest) => {
    const principal = principalOf(request);
    await manifestAccess(db, principal);
    return principal;
  };

  serve(app, ENDPOINTS.getManifestDocuments, async (request) => {
    const principal = await requireReview(request);
    const { clientId, startIndex = 0, itemsPerPage = DEFAULT_PAGE_SIZE, cursor, ...filters } = request.query;
    // The route guard has already checked the caller's access to the client named in the query.
    if (!clientId) throw errors.badRequest('CLIENT_ID_REQUIRED', 'Client id can not be undefined');
    const days = await deadlineDays(db, principal);
    const list = filteredManifestDocuments(db, clientId, filters, days, new Date());
    const page = await pageManifestDocuments(list, { limit: itemsPerPage, offset: startIndex, cursor }, totals);
    const codes = await eventCodes(db, page.rows.map((r) => r.id));
    return {
      items: page.rows.map((r) => toDocument(r, codes.get(r.id) ?? [], days)),
      totalItems: page.totalItems, startIndex, itemsPerPage, nextCursor: page.nextCursor,
    };
  });

  serve(app, ENDPOINTS.getManifestClients, async (request) => {
    const principal = await requireReview(request);
    let q = db.selectFrom('clients as c').leftJoin('brManifestCertificates as m', 'm.clientId', 'c.id')
      .leftJoin('brManifestSettings as o', 'o.firmId', 'c.firmId')
      .select(['c.id', 'c.name', 'c.cnpj', 'm.holder', 'm.cnpj as certCnpj', 'm.serialNumber', 'm.validFrom', 'm.validUntil', 'm.sealedKey', 'o.clientCertificateUpload'])
      .where('c.id', 'in', accessibleClientIds(db, principal));
    if (request.query.clientId) q = q.where('c.id', '=', request.query.clientId);
    const rows = await q.orderBy('c.name').orderBy('c.id').execute();
    const today = new Date().toISOString().slice(0, 10);
    return {
      items: rows.map((r) => ({
        clientId: r.id, clientName: r.name, cnpj: r.cnpj,
        certificate: r.holder && r.certCnpj && r.serialNumber && r.validFrom && r.validUntil
          ? { holder: r.holder, cnpj: r.certCnpj, serialNumber: r.serialNumber, validFrom: r.validFrom, validUntil: r.validUntil, expired: r.validUntil < today }
          : null,
        sending: sendingState(services, r.validUntil ? { sealedKey: r.sealedKey, validUntil: r.validUntil } : undefined, today),
        environment: services.sefaz.environment,
        certificateUpload: Number(r.clientCertificateUpload ?? 0) === 1,
      })),
      totalItems: rows.length,
    };
  });

  serve(app, ENDPOINTS.getManifestEvents, async (request) => {
    const { doc } = await documentByKey(db, request, request.params.accessKey);
    // SEFAZ's dhRegEvento has whole seconds: two events of one second keep the order they were asked in.
    const events = await db.selectFrom('brManifestEvents as e').leftJoin('brManifestSubmissions as s', 's.eventId', 'e.id')
      .selectAll('e').where('e.documentId', '=', doc.id).orderBy('e.registeredAt').orderBy('s.eventAt').orderBy('e.sequence').execute();
    // What is on its way or was refused; a registration with a protocol is in the events already.
    const submissions = await db.selectFrom('brManifestSubmissions').selectAll().where('documentId', '=', doc.id)
      .where('eventId', 'is', null).orderBy('eventAt', 'desc').orderBy('id').execute();
    return { items: events.map(toEvent), submissions: submissions.map(toSubmission), status: doc.status };
  });

  serve(app, ENDPOINTS.postManifestEvents, async (request, reply) => {
    const { principal, denied, doc } = await documentByKey(db, request, request.params.accessKey);
    if (denied) throw errors.error(403, 'MANIFEST_EVENTS_DENIED', 'NfeManifest.Denied: this user may view the manifest but not register events');
    const days = await deadlineDays(db, principal);
    const now = new Date();
    const { code } = request.body;
    const submission = await db.transaction().execute(async (trx) => {
      const open = await trx.selectFrom('brManifestSubmissions').select(['code', 'sequence', 'eventAt', 'state'])
        .where('documentId', '=', doc.id).where((eb) => eb.or([eb('state', '=', 'Queued'), happenedWithoutProtocol(eb)]))
        .execute();
      if (open.some((o) => o.state === 'Queued' && Number(o.code) === code)) {
        throw errors.conflict('NFE_EVENT_PENDING', 'This event is being sent to the tax authority already');
      }
      const registered = await trx.selectFrom('brManifestEvents').select(['code', 'sequence', 'registeredAt']).where('documentId', '=', doc.id).execute();
      const decision = decideEvent({
        code, justification: request.body.justification, authorizedAt: doc.authorizedAt,
        nfeStatus: doc.nfeStatus, conclusiveDays: days.conclusiveDays,
        existing: [...registered.map((e) => ({ code: Number(e.code) as NfeEventCode, sequence: Number(e.sequence), registeredAt: e.registeredAt })),
          ...open.map((o) => ({ code: Number(o.code) as NfeEventCode, sequence: Number(o.sequence), registeredAt: o.eventAt }))],
        now,
      });
      const certificate = await trx.selectFrom('brManifestCertificates').select(['sealedKey', 'validUntil']).where('clientId', '=', doc.clientId).executeTakeFirst();
      const state = sendingState(services, certificate, now.toISOString().slice(0, 10));
      if (state !== 'ready') {
        const [status, errorCode, message] = NOT_READY[state];
        throw errors.error(status, errorCode, message);
      }
      const row: BrManifestSubmissionTable = {
        id: randomUUID(), documentId: doc.id, code, sequence: decision.sequence, justification: decision.justification,
        tpAmb: services.sefaz.tpAmb, eventAt: now.toISOString(), requestedBy: principal.userId, state: 'Queued', attempts: 0,
        lastError: null, cStat: null, reason: null, protocol: null, registeredAt: null, answeredAt: null, eventId: null,
      };
      await trx.insertInto('brManifestSubmissions').values(row).execute();
      return row;
    }).catch((error: unknown) => {
      // A second click that raced the first past the check meets the one-queued-per-event index.
      if (isUniqueViolation(error)) throw errors.conflict('NFE_EVENT_PENDING', 'This event is being sent to the tax authority already');
      throw error;
    });
    await ctx.jobs.send(sendJob, { submissionId: submission.id });
    const codes = (await eventCodes(db, [doc.id])).get(doc.id) ?? [];
    return reply.code(202).send({ submission: toSubmission(submission), document: toDocument({ ...doc, hasXml: !!doc.xml }, codes, days) });
  });

  serve(app, ENDPOINTS.getManifestXml, async (request, reply) => {
    const { doc } = await documentByKey(db, request, request.params.accessKey);
    const codes = (await eventCodes(db, [doc.id])).get(doc.id) ?? [];
    if (!xmlUnlocked(codes)) {
      throw errors.error(409, 'NFE_XML_LOCKED', `Register ${NFE_EVENT_NAMES[NFE_EVENTS.awareness]} (${NFE_EVENTS.awareness}) to download the XML`);
    }
    // Known by its summary only: the distribution brings the full XML once SEFAZ has the Ciência.
    if (!doc.xml) throw errors.error(409, 'NFE_XML_NOT_RECEIVED', 'The full XML of this NF-e has not arrived from the tax authority yet');
    const bytes = Buffer.from(doc.xml, 'utf8');
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Content-Length', String(bytes.length))
      .header('Content-Disposition', attachmentDisposition(`${doc.accessKey}-nfe.xml`))
      .header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').send(bytes);
  });
};
