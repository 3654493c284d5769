import { defineServerFeature } from '@portico/plugin-server';
import { channelRoutes } from './channels/routes';
import { feedbackRoutes } from './feedback/routes';
import { loggingRoutes } from './logging/routes';
import { notificationRoutes } from './notifications/routes';
import * as coreSupport from './migrations/0121_core_support';

/**
 * Support: the portal's client log (front-end logging, issue reports), the issue confirmation e-mail, the support
 * channels (live chat page, e-mail per country) and the clients' feedback.
 */
export default defineServerFeature({
  id: 'core.support',
  routes: [loggingRoutes, notificationRoutes, channelRoutes, feedbackRoutes],
  migrations: { '0121_core_support': coreSupport },
  tables: ['client_logs', 'feedback'],
});
