import type { RouteModule } from '../http/context';
import { loggingRoutes } from './logging/routes';
import { notificationRoutes } from './notifications/routes';
import { boxeRoutes } from './boxe/routes';
import { cndRoutes } from './cnd/routes';
import { manifestRoutes } from './manifest/routes';
import { newsRoutes } from './news/routes';
import { serviceRequestRoutes } from './service-requests/routes';
import { reportRoutes } from './reports/routes';
import { protocolRoutes } from './protocols/routes';

/** The Brazilian variant's API (spec 001 §7 and the designed calls); paths in core/contract/br/br-api-paths.ts. */
export const brRouteModules: RouteModule[] = [
  loggingRoutes,
  notificationRoutes,
  boxeRoutes,
  cndRoutes,
  manifestRoutes,
  newsRoutes,
  serviceRequestRoutes,
  reportRoutes,
  protocolRoutes,
];
