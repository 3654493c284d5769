import { featureErrors, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { collectWaiting } from './aggregate';
import { dashboardDb } from './tables';
import { WAITING_FOR_YOU } from './waiting-point';
import { ENDPOINTS } from '../contract';

const errors = featureErrors(['DOCUMENT_NOT_FOUND'] as const);

export const dashboardRoutes: RouteModule = async (app, ctx) => {
  const db = dashboardDb(ctx.db);
  // Only the features this variant enables contribute: a feature the firm does not have lists nothing.
  const providers = ctx.contributions(WAITING_FOR_YOU);

  serve(app, ENDPOINTS.getDashboardWaiting, async (request) => {
    const context = { db: ctx.db, principal: principalOf(request), clientId: request.params.clientId, now: new Date() };
    return collectWaiting(providers, context, (featureId, error) =>
      request.log.error({ err: error, featureId }, `Waiting-for-you provider of ${featureId} failed`));
  });

  serve(app, ENDPOINTS.getDashboardDocumentReads, async (request) => {
    const rows = await db.selectFrom('commonDashboardDocumentReads').select('documentId')
      .where('userId', '=', principalOf(request).effectiveUserId).where('clientId', '=', request.params.clientId).execute();
    return { documentIds: rows.map((r) => r.documentId) };
  });

  serve(app, ENDPOINTS.putDashboardDocumentRead, async (request) => {
    const { clientId, documentId } = request.params;
    const userId = principalOf(request).effectiveUserId;
    const document = await db.selectFrom('documents').select('id')
      .where('id', '=', documentId).where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!document) throw errors.notFound('DOCUMENT_NOT_FOUND', 'No such document');
    const readAt = new Date().toISOString();
    await db.insertInto('commonDashboardDocumentReads').values({ userId, documentId, clientId, readAt })
      .onConflict((oc) => oc.columns(['userId', 'documentId']).doNothing()).execute();
    const row = await db.selectFrom('commonDashboardDocumentReads').select('readAt')
      .where('userId', '=', userId).where('documentId', '=', documentId).executeTakeFirstOrThrow();
    return { documentId, readAt: row.readAt };
  });
};
