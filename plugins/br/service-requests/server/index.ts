import { contribute, defineServerFeature } from '@portico/plugin-server';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { WAITING_FOR_YOU } from '../../../common/dashboard/server';
import { EXPORT_PARTS, FIRM_ACTION_ROUTES } from '../../../common/activity/server';
import { RAISED_CATEGORIES, REMINDER_SOURCES } from '../../../common/notifications/server';
import { sentBackReminders } from './reminders';
import { requestFirmActions, requestsExport } from './trail';
import { inboxRoutes } from './inbox-routes';
import { serviceRequestRoutes } from './routes';
import { serviceRequestsWaiting } from './waiting';
import { seedEmployeesAndRequests } from './seed';
import * as brServiceRequests from './migrations/0106_br_service_requests';
import * as brServiceRequestInbox from './migrations/0280_br_service_request_inbox';
import { seedInbox } from './inbox-seed';

/** Service requests to the payroll department, the employees they name, and the firm's inbox of them. */
export default defineServerFeature({
  id: 'br.service-requests',
  routes: [serviceRequestRoutes, inboxRoutes],
  contributes: [contribute(WAITING_FOR_YOU, serviceRequestsWaiting), contribute(FIRM_ACTION_ROUTES, requestFirmActions), contribute(EXPORT_PARTS, requestsExport),
    contribute(REMINDER_SOURCES, sentBackReminders), contribute(RAISED_CATEGORIES, ['requestAnswered', 'requestSubmitted', 'requestSentBack'])],
  migrations: { '0106_br_service_requests': brServiceRequests, '0280_br_service_request_inbox': brServiceRequestInbox },
  seed: [brazilDemoStep('br.service-requests', seedEmployeesAndRequests, BR_DEMO_BEFORE_SPLIT), seedInbox],
  tables: ['br_employees', 'br_service_requests', 'br_service_request_messages', 'br_service_request_attachments'],
});
