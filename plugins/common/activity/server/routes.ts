import { coreDb, featureErrors, principalOf, type RouteModule, sendAttachment, serve } from '@portico/plugin-server';
import { ENDPOINTS, EXPORT_ERROR_CODES } from '../contract';
import { exportJob, newExportRow, toExport } from './exports';
import { firmActionSource } from './firm-actions';
import { scheduleNewDeviceAlerts } from './new-device';
import { ACTIVITY_SOURCES, EXPORT_PARTS, FIRM_ACTION_ROUTES } from './points';
import { signInSource } from './sign-ins';
import { activityDb } from './tables';

const errors = featureErrors(EXPORT_ERROR_CODES);

/**
 * The Activity page's API. The paths name :clientId, so the guard answers 404 unless the caller is a contact of
 * that client; every read is scoped by it, and the sign-ins and exports by the signed-in person too.
 */
export const activityRoutes: RouteModule = async (app, ctx) => {
  const db = activityDb(ctx.db);
  const sources = [signInSource, firmActionSource(ctx.contributions(FIRM_ACTION_ROUTES).map((c) => c.value)),
    ...ctx.contributions(ACTIVITY_SOURCES).map((c) => c.value)];
  const parts = ctx.contributions(EXPORT_PARTS);
  const job = exportJob(ctx, parts);
  await ctx.jobs.define(job);
  await scheduleNewDeviceAlerts(ctx);

  serve(app, ENDPOINTS.getActivityEvents, async (request) => {
    const { startIndex = 0, itemsPerPage = 20 } = request.query;
    const scope = { clientId: request.params.clientId, userId: principalOf(request).effectiveUserId };
    const take = startIndex + itemsPerPage;
    const lists = await Promise.all(sources.map((s) => s.list(ctx.db, scope, take)));
    // Newest first across the sources; ties by id so pages never overlap.
    const events = lists.flatMap((l) => l.events)
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
    return {
      items: events.slice(startIndex, take),
      totalItems: lists.reduce((n, l) => n + l.total, 0), startIndex, itemsPerPage,
    };
  });

  const latestOf = (userId: string, clientId: string) => db.selectFrom('activityExports').selectAll()
    .where('userId', '=', userId).where('clientId', '=', clientId)
    .orderBy('requestedAt', 'desc').orderBy('id', 'desc').executeTakeFirst();

  serve(app, ENDPOINTS.getLatestExport, async (request) => {
    const row = await latestOf(principalOf(request).userId, request.params.clientId);
    return { export: row ? toExport(row) : null };
  });

  serve(app, ENDPOINTS.postExport, async (request, reply) => {
    const { userId } = principalOf(request);
    const { clientId } = request.params;
    const latest = await latestOf(userId, clientId);
    if (latest && (latest.state === 'queued' || latest.state === 'running')) throw errors.conflict('EXPORT_RUNNING', 'An export of this client is being prepared');
    const row = newExportRow(clientId, userId, parts.length);
    await db.insertInto('activityExports').values(row).execute();
    await ctx.jobs.send(job, { exportId: row.id });
    return reply.code(202).send(toExport(row));
  });

  serve(app, ENDPOINTS.getExportFile, async (request, reply) => {
    const principal = principalOf(request);
    const { clientId, exportId } = request.params;
    const row = await db.selectFrom('activityExports').selectAll()
      .where('id', '=', exportId).where('clientId', '=', clientId).where('userId', '=', principal.userId).executeTakeFirst();
    if (!row) throw errors.notFound('EXPORT_NOT_FOUND', 'No such export of yours');
    const shown = toExport(row);
    if (shown.state === 'expired') throw errors.error(410, 'EXPORT_EXPIRED', 'This export has expired: ask for a new one');
    if (shown.state !== 'ready' || !row.blobId) throw errors.conflict('EXPORT_NOT_READY', 'This export is not ready');
    // A read, so the guard does not audit it: a whole client's files leaving is recorded here.
    await coreDb(ctx.db).insertInto('auditLog').values({
      id: crypto.randomUUID(), at: new Date().toISOString(), actorUserId: principal.userId, subjectUserId: principal.effectiveUserId,
      clientId, action: `GET ${request.routeOptions.url}`, outcome: 'success', statusCode: 200, apiKeyId: null,
    }).execute();
    const day = row.requestedAt.slice(0, 10);
    return sendAttachment(reply, { name: `portal-export-${day}.zip`, mimeType: 'application/zip', size: Number(row.size) }, await ctx.blobs.open(row.blobId));
  });
};
