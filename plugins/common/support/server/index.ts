import { defineServerFeature } from '@portico/plugin-server';
import { channelRoutes } from './channels/routes';
import { feedbackRoutes } from './feedback/routes';
import { loggingRoutes } from './logging/routes';
import { notificationRoutes } from './notifications/routes';
import { purgeExpiredLogs } from './logging/log-purge';
import * as coreSupport from './migrations/0121_core_support';
import * as logBudget from './migrations/0190_core_support_log_budget';

/**
 * Support: the portal's client log (front-end logging, issue reports), the issue confirmation e-mail, the support
 * channels (live chat service, e-mail per country) and the clients' feedback.
 */
export default defineServerFeature({
  id: 'common.support',
  routes: [loggingRoutes, notificationRoutes, channelRoutes, feedbackRoutes],
  migrations: { '0121_core_support': coreSupport, '0190_core_support_log_budget': logBudget },
  tables: ['client_logs', 'feedback'],
  housekeeping: purgeExpiredLogs,
});
