import { contribute, defineServerFeature } from '@portico/plugin-server';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { WAITING_FOR_YOU } from '../../../common/dashboard/server';
import { RAISED_CATEGORIES, REMINDER_SOURCES } from '../../../common/notifications/server';
import { deadlineRoutes } from './deadlines';
import { manifestReminders } from './reminders';
import { manifestRoutes } from './routes';
import { certificateRoutes } from './certificates/routes';
import { manifestServices } from './services';
import { manifestWaiting } from './waiting';
import { seedManifest } from './seed';
import * as brManifest from './migrations/0104_br_manifest';
import * as brManifestSituation from './migrations/0110_br_manifest_situation';
import * as brManifestSefaz from './migrations/0330_br_manifest_sefaz';
import * as brManifestDistribution from './migrations/0360_br_manifest_distribution';
import * as brManifestOrderedList from './migrations/0450_br_manifest_ordered_list';
import * as brManifestListVersions from './migrations/0470_br_manifest_list_versions';

/** For the firm's intake (br.boxe): a received NF-e reaches the manifest's list. */
export { markReceivedNfeCancelled, recordReceivedNfe, type ReceivedNfe } from './received';

/** NF-e recipient manifest: received NF-e, the recipient's events and the A1 certificates. */
export default defineServerFeature({
  id: 'br.manifest',
  routes: [manifestRoutes, deadlineRoutes, (app, ctx) => certificateRoutes(manifestServices(ctx).sealer)(app, ctx)],
  contributes: [contribute(WAITING_FOR_YOU, manifestWaiting), contribute(REMINDER_SOURCES, manifestReminders),
    contribute(RAISED_CATEGORIES, ['certificateExpiring', 'clientCertificateExpiring', 'manifestDeadline', 'intakeFailed'])],
  migrations: { '0104_br_manifest': brManifest, '0110_br_manifest_situation': brManifestSituation, '0330_br_manifest_sefaz': brManifestSefaz, '0360_br_manifest_distribution': brManifestDistribution,
    '0450_br_manifest_ordered_list': brManifestOrderedList, '0470_br_manifest_list_versions': brManifestListVersions,
  },
  seed: brazilDemoStep('br.manifest', seedManifest, BR_DEMO_BEFORE_SPLIT),
  tables: ['br_manifest_certificates', 'br_manifest_documents', 'br_manifest_events', 'br_manifest_settings', 'br_manifest_submissions', 'br_manifest_distribution', 'br_manifest_list_versions'],
});
