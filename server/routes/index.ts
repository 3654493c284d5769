import type { RouteModule } from '../http/context';
import { healthRoutes } from './health';
import { sessionRoutes } from './session';
import { clientRoutes } from './clients';
import { profileRoutes } from './profile';
import { themeRoutes } from './theme';
import { flagRoutes } from './flags';
import { termsRoutes } from './terms';
import { helpRoutes } from './help';
import { documentReadRoutes } from './documents-read';
import { documentWriteRoutes } from './documents-write';
import { uploadRoutes } from './uploads';
import { storageRoutes } from './storage';
import { shareRoutes } from './share';

/**
 * Every domain's routes. A new domain adds a module (paths in core/contract/api-paths.ts, schemas in
 * core/contract/<domain>.ts) and one entry here; guards, audit, errors and OpenAPI apply by themselves.
 */
export const routeModules: RouteModule[] = [
  healthRoutes,
  sessionRoutes,
  clientRoutes,
  profileRoutes,
  themeRoutes,
  flagRoutes,
  termsRoutes,
  helpRoutes,
  documentReadRoutes,
  documentWriteRoutes,
  uploadRoutes,
  storageRoutes,
  shareRoutes,
];
