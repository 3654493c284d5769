import { defineServerFeature } from '@portico/plugin-server';
import { helpPageRoutes } from './pages';
import { helpRoutes } from './routes';
import * as coreHelp from './migrations/0130_core_help';

/**
 * Help: the topics for the screen the user is on, the firm's help configuration, and the help pages the
 * portal ships (articles, how-to, search, privacy) so no default link is dead.
 */
export default defineServerFeature({
  id: 'common.help',
  routes: [helpRoutes, helpPageRoutes],
  migrations: { '0130_core_help': coreHelp },
  tables: ['core_help_sites', 'core_help_topics'],
});
