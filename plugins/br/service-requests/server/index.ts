import { contribute, defineServerFeature } from '@portico/plugin-server';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { WAITING_FOR_YOU } from '../../dashboard/server';
import { serviceRequestRoutes } from './routes';
import { serviceRequestsWaiting } from './waiting';
import { seedEmployeesAndRequests } from './seed';
import * as brServiceRequests from './migrations/0106_br_service_requests';

/** Service requests to the payroll department and the employees they name. */
export default defineServerFeature({
  id: 'br.service-requests',
  routes: serviceRequestRoutes,
  contributes: contribute(WAITING_FOR_YOU, serviceRequestsWaiting),
  migrations: { '0106_br_service_requests': brServiceRequests },
  seed: brazilDemoStep('br.service-requests', seedEmployeesAndRequests, BR_DEMO_BEFORE_SPLIT),
  tables: ['br_employees', 'br_service_requests', 'br_service_request_messages'],
});
