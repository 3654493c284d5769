import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/session-service';
import { principalOf } from '../http/context';
import { AppError, notFound, type FeatureErrorCode } from '../http/errors';
import { permissionsOf } from '../auth/users';
import { coreDb, type SomeDb } from './feature';

/**
 * Client access for calls whose client is not a ":clientId" path parameter (query filters, ids of child rows).
 * Same rule as the path guard: a client that is not the caller's answers 404.
 */
export async function assertClientAccess(db: SomeDb, principal: Principal, clientId: string): Promise<void> {
  const row = await coreDb(db).selectFrom('userClients').select('clientId')
    .where('userId', '=', principal.effectiveUserId).where('clientId', '=', clientId).executeTakeFirst();
  if (!row) throw notFound('CLIENT_NOT_FOUND', 'No such client');
}

/** Ids of the clients the caller (the previewed user in a preview) may access. */
export const accessibleClientIds = (db: SomeDb, principal: Principal) =>
  coreDb(db).selectFrom('userClients').select('clientId').where('userId', '=', principal.effectiveUserId);

/** Feature permissions come from the same rows as the session bindings' FeatureResourcePermissions. */
export async function requirePermission(db: SomeDb, request: FastifyRequest, feature: string, resource: string, code: FeatureErrorCode) {
  const principal = principalOf(request);
  const permissions = await permissionsOf(coreDb(db), principal.effectiveUserId);
  if (permissions[feature]?.[resource] !== 'Granted') {
    throw new AppError(403, code, `Permission ${feature}.${resource} is required`);
  }
  return principal;
}

/** The firm of the caller's session (the company the session was opened for). */
export async function firmOf(db: SomeDb, principal: Principal): Promise<number> {
  if (principal.companyId !== null) return principal.companyId;
  const user = await coreDb(db).selectFrom('users').select('firmId').where('id', '=', principal.effectiveUserId).executeTakeFirstOrThrow();
  return user.firmId;
}
