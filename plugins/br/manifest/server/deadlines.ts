import { featureErrors, serve, staffOf, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS, MANIFEST_ERROR_CODES } from '../contract';
import { DEFAULT_DEADLINE_DAYS, type DeadlineDays } from './event-rules';
import { manifestDb, type ManifestDb } from './tables';

const errors = featureErrors(MANIFEST_ERROR_CODES);

/** A firm's deadlines (its br_manifest_settings row), else the defaults of 10 and 180 days. */
export async function firmDeadlines(db: ManifestDb, firmId: number): Promise<DeadlineDays> {
  const row = await db.selectFrom('brManifestSettings').select(['cienciaDays', 'conclusiveDays']).where('firmId', '=', firmId).executeTakeFirst();
  return row ? { cienciaDays: Number(row.cienciaDays), conclusiveDays: Number(row.conclusiveDays) } : DEFAULT_DEADLINE_DAYS;
}

/** The firm's manifest deadlines, for its administrators: each acts on the caller's own firm (staffOf). */
export const deadlineRoutes: RouteModule = (app, ctx) => {
  const db = manifestDb(ctx.db);
  serve(app, ENDPOINTS.getManifestDeadlines, async (request) => firmDeadlines(db, staffOf(request).firmId));
  serve(app, ENDPOINTS.putManifestDeadlines, async (request) => {
    const { firmId } = staffOf(request);
    const days = request.body;
    if (days.cienciaDays > days.conclusiveDays) {
      throw errors.badRequest('NFE_DEADLINES_INVALID', 'Ciência cannot be due after the conclusive deadline', ['cienciaDays']);
    }
    await db.insertInto('brManifestSettings').values({ firmId, ...days })
      .onConflict((oc) => oc.column('firmId').doUpdateSet(days)).execute();
    return days;
  });
};
