import { coreDb, featureErrors, permissionsOf, type Principal, type SomeDb } from '@portico/plugin-server';
import { SERVICE_REQUEST_ERROR_CODES, TYPE_PERMISSIONS, type RequestType } from '../contract';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

/**
 * Who may use service requests, for the routes and the "waiting for you" items alike: ServiceRequest.Denied
 * refuses the whole feature; a registration type needs its grant (README.md).
 */
export async function assertServiceRequestAccess(db: SomeDb, principal: Principal, type?: RequestType): Promise<void> {
  const granted = (await permissionsOf(coreDb(db), principal.effectiveUserId)).ServiceRequest ?? {};
  if (granted.Denied === 'Granted') throw errors.forbidden('SERVICE_REQUESTS_DENIED', 'Service requests are not available to this user');
  const needed = type && TYPE_PERMISSIONS[type];
  if (needed && granted[needed.slice(needed.indexOf('.') + 1)] !== 'Granted') {
    throw errors.forbidden('REQUEST_TYPE_NOT_ALLOWED', `${type} requests need ${needed}`);
  }
}
