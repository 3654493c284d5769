import { contribute, defineServerFeature } from '@portico/plugin-server';
import { EXPORT_PARTS } from '../../../common/activity/server';
import { RAISED_CATEGORIES } from '../../../common/notifications/server';
import { fiscalExport } from './trail';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { boxeClientSwitches } from './firm-client-switches';
import { boxeRoutes } from './routes';
import { seedBoxe } from './seed';
import * as brBoxe from './migrations/0102_br_boxe';
import * as brBoxeDetails from './migrations/0111_br_boxe_details';
import * as brBoxePrintables from './migrations/0185_br_boxe_printables';
import * as brBoxeStoreTotals from './migrations/0195_br_boxe_store_totals';
import * as brBoxeEvents from './migrations/0320_br_boxe_events';
import * as brBoxeOrderedSearch from './migrations/0410_br_boxe_ordered_search';
import * as brBoxeFileListing from './migrations/0452_br_boxe_file_listing';
import { intakeRoutes } from './intake/route';

/** For the tax authority's distribution and any other way in: fiscal XML into a client's stores, file by file. */
export { intakeFiscalFiles, type IntakeFile, type IntakeResult } from './intake/intake';
/** The staff's notice of what an intake refused (category intakeFailed), for the distribution's intake too. */
export { notifyIntakeRefusals } from './intake/notify-refusals';

/** Box-E: stored fiscal XML by kind, the firm's order and each client's switch. */
export default defineServerFeature({
  id: 'br.boxe',
  routes: [boxeRoutes, intakeRoutes],
  migrations: {
    '0102_br_boxe': brBoxe, '0111_br_boxe_details': brBoxeDetails, '0185_br_boxe_printables': brBoxePrintables,
    '0195_br_boxe_store_totals': brBoxeStoreTotals, '0320_br_boxe_events': brBoxeEvents,
    '0410_br_boxe_ordered_search': brBoxeOrderedSearch,
    '0452_br_boxe_file_listing': brBoxeFileListing,
  },
  seed: brazilDemoStep('br.boxe', seedBoxe, BR_DEMO_BEFORE_SPLIT),
  contributes: [...boxeClientSwitches, contribute(EXPORT_PARTS, fiscalExport), contribute(RAISED_CATEGORIES, ['intakeFailed'])],
  tables: ['br_boxe_subscriptions', 'br_boxe_clients', 'br_fiscal_documents', 'br_boxe_printables', 'br_fiscal_store_totals', 'br_boxe_events'],
});
