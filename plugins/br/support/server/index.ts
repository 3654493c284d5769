import { defineServerFeature } from '@portico/server/kit/feature';
import { loggingRoutes } from './logging/routes';
import { notificationRoutes } from './notifications/routes';
import * as brFilesLogging from './migrations/0101_br_files_logging';

/**
 * Support: the portal's client log (issue reports) and the issue confirmation e-mail. Its first migration also
 * creates br_files, the small-file table of the server kit (server/kit/files.ts) that other br features point at.
 */
export default defineServerFeature({
  id: 'br.support',
  routes: [loggingRoutes, notificationRoutes],
  migrations: { '0101_br_files_logging': brFilesLogging },
  tables: ['br_files', 'br_client_logs'],
});
