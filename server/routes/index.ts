import type { RouteModule } from '../http/context';
import { healthRoutes } from './health';
import { sessionRoutes } from './session';
import { clientRoutes } from './clients';
import { profileRoutes } from './profile';
import { themeRoutes } from './theme';
import { flagRoutes } from './flags';
import { jobRoutes } from './jobs';
import { apiKeyRoutes } from './api-keys';
import { termsRoutes } from './terms';
import { translationRoutes } from './translations';
import { wellKnownRoutes } from './well-known';
import { mobileHostSimulatorRoutes } from './mobile-host-simulator';

/**
 * The platform's routes. A feature's routes live in its folder (plugins/<ns>/<name>/server) and are registered
 * when the variant enables it (server/features.ts); guards, audit, errors and OpenAPI apply to both alike.
 */
export const routeModules: RouteModule[] = [
  healthRoutes,
  sessionRoutes,
  clientRoutes,
  profileRoutes,
  themeRoutes,
  flagRoutes,
  jobRoutes,
  apiKeyRoutes,
  termsRoutes,
  translationRoutes,
  wellKnownRoutes,
  mobileHostSimulatorRoutes,
];
