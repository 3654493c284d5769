import { contribute, defineServerFeature } from '@portico/plugin-server';
import { RAISED_CATEGORIES } from '../../notifications/server';
import * as exportsMigration from './migrations/0421_activity_exports';
import * as watermarkMigration from './migrations/0453_activity_sign_in_watermark';
import { purgeExpiredExports } from './exports';
import { activityRoutes } from './routes';
import { activityDb } from './tables';

/**
 * Where other features contribute to the client's trail: their events (`ACTIVITY_SOURCES`), their staff routes'
 * kinds of firm action (`FIRM_ACTION_ROUTES`, read from the audit log) and their part of the export (`EXPORT_PARTS`).
 */
export { ACTIVITY_SOURCES, EXPORT_PARTS, FIRM_ACTION_ROUTES, jsonEntry, type ActivityScope, type ActivitySource, type ExportPart, type FirmActionRoutes } from './points';
export { personName } from './firm-actions';

/**
 * The client's own trail (issue 40): the Activity page's events (the firm's openings of the client's documents,
 * its actions on tasks and requests, the person's sign-ins) and the export of everything, built by a job; and the
 * alert of a sign-in from a new device (a job over the sign-ins).
 */
export default defineServerFeature({
  id: 'common.activity',
  routes: activityRoutes,
  migrations: { '0421_activity_exports': exportsMigration, '0453_activity_sign_in_watermark': watermarkMigration },
  tables: ['activity_exports', 'activity_sign_in_watermark'],
  blobsInUse: async (db, blobIds) => (await activityDb(db).selectFrom('activityExports').select('blobId').where('blobId', 'in', blobIds).execute())
    .flatMap((r) => (r.blobId ? [r.blobId] : [])),
  housekeeping: purgeExpiredExports,
  contributes: [contribute(RAISED_CATEGORIES, ['newDeviceSignIn'])],
});
