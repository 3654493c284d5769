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

/** The firm's manifest deadlines and options, for its administrators: each acts on the caller's own firm (staffOf). */
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

  serve(app, ENDPOINTS.getManifestOptions, async (request) => {
    const row = await db.selectFrom('brManifestSettings').select(['autoCienciaBy', 'clientCertificateUpload']).where('firmId', '=', staffOf(request).firmId).executeTakeFirst();
    return { autoCiencia: !!row?.autoCienciaBy, clientCertificateUpload: Number(row?.clientCertificateUpload ?? 0) === 1 };
  });
  serve(app, ENDPOINTS.putManifestOptions, async (request) => {
    const { firmId, userId } = staffOf(request);
    const { autoCiencia, clientCertificateUpload } = request.body;
    const current = await db.selectFrom('brManifestSettings').select('autoCienciaBy').where('firmId', '=', firmId).executeTakeFirst();
    // Kept in the name of whoever switched it on; switching it on again leaves that name.
    const options = { autoCienciaBy: autoCiencia ? current?.autoCienciaBy ?? userId : null, clientCertificateUpload: clientCertificateUpload ? 1 : 0 };
    await db.insertInto('brManifestSettings').values({ firmId, ...DEFAULT_DEADLINE_DAYS, ...options })
      .onConflict((oc) => oc.column('firmId').doUpdateSet(options)).execute();
    return { autoCiencia, clientCertificateUpload };
  });
};
