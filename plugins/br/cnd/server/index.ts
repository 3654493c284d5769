import { defineServerFeature } from '@portico/server/kit/feature';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/server/kit/brazil-demo';
import { cndRoutes } from './routes';
import { cndWaiting } from './waiting';
import { seedCnd } from './seed';
import * as brCnd from './migrations/0103_br_cnd';

/** CND: certificates of good standing per client agency, with their crawl history and PDFs. */
export default defineServerFeature({
  id: 'br.cnd',
  routes: cndRoutes,
  waiting: cndWaiting,
  migrations: { '0103_br_cnd': brCnd },
  seed: brazilDemoStep('br.cnd', seedCnd, BR_DEMO_BEFORE_SPLIT),
  tables: ['br_cnd_agencies', 'br_cnd_client_agencies', 'br_cnd_history'],
});
