import { defineServerFeature } from '@portico/server/kit/feature';
import { loggingRoutes } from './logging/routes';
import { notificationRoutes } from './notifications/routes';
import * as coreSupport from './migrations/0121_core_support';

/** Support: the portal's client log (front-end logging, issue reports) and the issue confirmation e-mail. */
export default defineServerFeature({
  id: 'core.support',
  routes: [loggingRoutes, notificationRoutes],
  migrations: { '0121_core_support': coreSupport },
  tables: ['client_logs', 'feedback'],
});
