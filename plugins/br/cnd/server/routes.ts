import { ENDPOINTS, CND_API, type ClientAgency, type CrawlerHistoryRecord, CND_STATUS_LABELS, CND_ERROR_CODES } from '../contract';
import { fillPath, STORAGE_TOKEN_PARAM } from '@portico/contract/api-paths';
import {
  type AppContext,
  assertClientAccess,
  featureErrors,
  pagedResponse,
  pageOfRows,
  type Principal,
  principalOf,
  readFilter,
  type RouteModule, serve,
} from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';
import { cndDb, type BrCndAgencyTable, type BrCndHistoryTable } from './tables';

const errors = featureErrors(CND_ERROR_CODES);

const EXPAND_CLIENT_AGENCY = 'clientAgencyExpanded';
/** Storage tokens name one document; CND certificates get their own namespace of ids. */
const storageSubject = (historyId: string) => `cnd-history:${historyId}`;

type AgencyRow = BrCndAgencyTable & { linkId: string; clientId: string };
const toClientAgency = (r: AgencyRow): ClientAgency => ({
  id: r.linkId, agencyId: r.id, clientId: r.clientId,
  agency: { id: r.id, name: r.name, issuer: r.issuer, jurisdiction: r.jurisdiction, validityDays: r.validityDays },
});

/** A link to a certificate's PDF that works for a few minutes, for whoever asked (a client's contact, the firm's staff). */
export async function documentLink(ctx: AppContext, principal: Principal, row: { id: string; fileName: string; size: number }) {
  const { token, expiresAt } = await ctx.sessions.issueStorageToken(principal, storageSubject(row.id));
  const downloadUrl = `${fillPath(CND_API.cndHistoryDocumentContent, { id: row.id })}?${STORAGE_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return { fileName: row.fileName, size: row.size, downloadUrl, expiresAt };
}

const agencyLinks = (ctx: AppContext) => cndDb(ctx.db).selectFrom('brCndClientAgencies as l')
  .innerJoin('brCndAgencies as a', 'a.id', 'l.agencyId')
  .selectAll('a').select(['l.id as linkId', 'l.clientId']);

export const cndRoutes: RouteModule = (app, ctx) => {
  const db = cndDb(ctx.db);

  // What a list's filter may name (spec 001 §9): the fields of its items, the agency's flattened.
  const AGENCY_FIELDS = ['clientId', 'agencyId', 'name', 'issuer', 'jurisdiction', 'validityDays'] as const;
  const HISTORY_FIELDS = ['clientId', 'agencyId', 'crawledAt', 'status', 'certificateNumber', 'issuedAt', 'expiresAt', 'expired'] as const;

  // A client has a few dozen agencies and a few certificates each: its rows are read whole and filtered by the
  // toolkit's evaluator (readFilter), then paged.
  serve(app, ENDPOINTS.getCndClientAgencies, async (request) => {
    const filter = readFilter(request.query.filter, AGENCY_FIELDS);
    const { clientId } = filter.equals;
    if (!clientId) throw errors.badRequest('CLIENT_ID_REQUIRED', 'Client id can not be undefined');
    await assertClientAccess(db, principalOf(request), clientId);
    const rows = await agencyLinks(ctx).where('l.clientId', '=', clientId).orderBy('a.name').orderBy('l.id').execute();
    const kept = rows.filter((r) => filter.matches({
      clientId: r.clientId, agencyId: r.id, name: r.name, issuer: r.issuer, jurisdiction: r.jurisdiction, validityDays: r.validityDays,
    }));
    return pagedResponse(pageOfRows(kept, request.query), toClientAgency);
  });

  serve(app, ENDPOINTS.getCndCrawlerHistory, async (request) => {
    const principal = principalOf(request);
    const filter = readFilter(request.query.filter, HISTORY_FIELDS);
    const { agencyId, clientId } = filter.equals;
    if (!agencyId || !clientId) throw errors.badRequest('AGENCY_AND_CLIENT_ID_REQUIRED', 'Agency id and client id can not be undefined');
    await assertClientAccess(db, principal, clientId);
    const expand = (request.query.expand ?? '').split(',').map((s) => s.trim());
    const link = expand.includes(EXPAND_CLIENT_AGENCY)
      ? await agencyLinks(ctx).where('l.clientId', '=', clientId).where('l.agencyId', '=', agencyId).executeTakeFirst()
      : undefined;
    const rows = await db.selectFrom('brCndHistory as h').innerJoin('brFiles as f', 'f.id', 'h.fileId')
      .where('h.clientId', '=', clientId).where('h.agencyId', '=', agencyId)
      .selectAll('h').select(['f.fileName', 'f.size']).orderBy('h.crawledAt', 'desc').orderBy('h.id').execute();
    const today = new Date().toISOString().slice(0, 10);
    const records = rows.map((r) => ({ row: r, expired: r.expiresAt < today }));
    const page = pageOfRows(records.filter(({ row: r, expired }) => filter.matches({
      clientId: r.clientId, agencyId: r.agencyId, crawledAt: r.crawledAt, status: r.status, certificateNumber: r.certificateNumber,
      issuedAt: r.issuedAt, expiresAt: r.expiresAt, expired,
    })), request.query);
    const items: CrawlerHistoryRecord[] = [];
    for (const { row: r, expired } of page.rows) {
      items.push({
        id: r.id, agencyId: r.agencyId, clientId: r.clientId, crawledAt: r.crawledAt, status: r.status,
        statusLabel: CND_STATUS_LABELS[r.status], certificateNumber: r.certificateNumber, issuedAt: r.issuedAt,
        expiresAt: r.expiresAt, expired, document: await documentLink(ctx, principal, r),
        ...(link ? { clientAgencyExpanded: toClientAgency(link) } : {}),
      });
    }
    return { items, totalItems: page.totalItems, startIndex: page.startIndex, itemsPerPage: page.itemsPerPage };
  });

  serve(app, ENDPOINTS.getCndClientCertificates, async (request) => {
    const { clientId } = request.params;
    const links = await agencyLinks(ctx).where('l.clientId', '=', clientId).orderBy('a.name').orderBy('l.id').execute();
    // Newest first, so the first row of each agency is its latest certificate (a client has a few per agency).
    const rows = await db.selectFrom('brCndHistory').selectAll().where('clientId', '=', clientId)
      .orderBy('crawledAt', 'desc').orderBy('id').execute();
    const byAgency = new Map<string, BrCndHistoryTable>();
    for (const r of rows) if (!byAgency.has(r.agencyId)) byAgency.set(r.agencyId, r);
    return {
      items: links.map((link) => {
        const r = byAgency.get(link.id);
        return {
          agency: toClientAgency(link).agency,
          latest: r ? { id: r.id, status: r.status, certificateNumber: r.certificateNumber, issuedAt: r.issuedAt, expiresAt: r.expiresAt, crawledAt: r.crawledAt } : null,
        };
      }),
    };
  });

  serve(app, ENDPOINTS.getCndHistoryDocument, async (request) => {
    const principal = principalOf(request);
    const row = await db.selectFrom('brCndHistory as h').innerJoin('brFiles as f', 'f.id', 'h.fileId')
      .select(['h.id', 'h.clientId', 'f.fileName', 'f.size']).where('h.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw errors.notFound('CND_HISTORY_NOT_FOUND', 'No such certificate');
    await assertClientAccess(db, principal, row.clientId).catch(() => {
      throw errors.notFound('CND_HISTORY_NOT_FOUND', 'No such certificate');
    });
    return documentLink(ctx, principal, row);
  });

  serve(app, ENDPOINTS.getCndHistoryDocumentContent, async (request, reply) => {
    const { userId } = await ctx.sessions.verifyStorageToken(request.query.token, storageSubject(request.params.id));
    // The link's user still reads the client: one of its contacts, or staff of its firm (staff-routes.ts asks too).
    const row = await db.selectFrom('brCndHistory as h').innerJoin('clients as c', 'c.id', 'h.clientId')
      .select('h.fileId').where('h.id', '=', request.params.id)
      .where((eb) => eb.or([
        eb.exists(eb.selectFrom('userClients as uc').select('uc.clientId').whereRef('uc.clientId', '=', 'h.clientId').where('uc.userId', '=', userId)),
        eb.exists(eb.selectFrom('users as u').select('u.id').where('u.id', '=', userId).where('u.isStaff', '=', 1).whereRef('u.firmId', '=', 'c.firmId')),
      ])).executeTakeFirst();
    if (!row) throw errors.notFound('CND_HISTORY_NOT_FOUND', 'No such certificate');
    return sendFile(db, reply, row.fileId);
  });
};
