import { defineServerFeature } from '@portico/server/kit/feature';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/server/kit/brazil-demo';
import { manifestRoutes } from './routes';
import { manifestWaiting } from './waiting';
import { seedManifest } from './seed';
import * as brManifest from './migrations/0104_br_manifest';

/** NF-e recipient manifest: received NF-e, the recipient's events and the A1 certificates. */
export default defineServerFeature({
  id: 'br.manifest',
  routes: manifestRoutes,
  waiting: manifestWaiting,
  migrations: { '0104_br_manifest': brManifest },
  seed: brazilDemoStep('br.manifest', seedManifest, BR_DEMO_BEFORE_SPLIT),
  tables: ['br_manifest_certificates', 'br_manifest_documents', 'br_manifest_events'],
});
