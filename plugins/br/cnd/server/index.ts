import { contribute, defineServerFeature } from '@portico/plugin-server';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { WAITING_FOR_YOU } from '../../../common/dashboard/server';
import { RAISED_CATEGORIES } from '../../../common/notifications/server';
import { scheduleCndNotices } from './notices';
import { cndRoutes } from './routes';
import { staffCndRoutes } from './staff-routes';
import { cndWaiting } from './waiting';
import { seedCnd } from './seed';
import * as brCnd from './migrations/0103_br_cnd';

/** What other features' server modules (and their tests) may use: the certificates' tables. */
export { cndDb } from './tables';

/**
 * CND: certificates of good standing per client agency, with their crawl history and PDFs; the firm's staff record
 * them. A daily job tells the company's contacts and the firm's staff of one expiring or positive (notices.ts).
 */
export default defineServerFeature({
  id: 'br.cnd',
  routes: [cndRoutes, staffCndRoutes, (_app, ctx) => scheduleCndNotices(ctx)],
  contributes: [contribute(WAITING_FOR_YOU, cndWaiting), contribute(RAISED_CATEGORIES, ['clearanceCertificate', 'clientClearanceCertificate'])],
  migrations: { '0103_br_cnd': brCnd },
  seed: brazilDemoStep('br.cnd', seedCnd, BR_DEMO_BEFORE_SPLIT),
  tables: ['br_cnd_agencies', 'br_cnd_client_agencies', 'br_cnd_history'],
});
