import type { Feature } from '../core/kernel/feature';
import home from './core/home/feature';
import documents from './core/documents/feature';
import actions from './core/actions/feature';
import help from './core/help/feature';
import taxCalendar from './br/tax-calendar/feature';
import boxe from './br/boxe/feature';
import cnd from './br/cnd/feature';
import manifest from './br/manifest/feature';
import news from './br/news/feature';
import serviceRequests from './br/service-requests/feature';
import reports from './br/reports/feature';
import protocols from './br/protocols/feature';
import support from './br/support/feature';

/**
 * Every feature this build knows, one line each. Features and manifests are tiny and eager; each plugin's
 * code is a chunk of its own that only loads when its variant enables it and its slot renders.
 */
export const CATALOG: Feature[] = [
  home,
  documents,
  actions,
  help,
  taxCalendar,
  boxe,
  cnd,
  manifest,
  news,
  serviceRequests,
  reports,
  protocols,
  support,
];
