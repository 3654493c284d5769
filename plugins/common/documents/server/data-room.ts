import type { FastifyRequest } from 'fastify';
import { DATA_ROOM_ERROR_CODES } from '@portico/contract/documents';
import { coreDb, featureErrors, permissionsOf, principalOf, type SomeDb } from '@portico/plugin-server';
import { GRANT_NAMES } from '../permissions';

const errors = featureErrors(DATA_ROOM_ERROR_CODES);
const [feature, resource] = GRANT_NAMES.dataRoom.split('.') as [string, string];

/**
 * Refuses a change to the client's documents when the caller (the previewed user in a preview) is a client user in a
 * data room (ClientCenterDrive.ForceDataRoom): they may view and download only. Firm staff are never restricted.
 */
export async function refuseInDataRoom(db: SomeDb, request: FastifyRequest): Promise<void> {
  const { effectiveUserId } = principalOf(request);
  const grants = await permissionsOf(coreDb(db), effectiveUserId);
  if (grants[feature]?.[resource] !== 'Granted') return;
  const user = await coreDb(db).selectFrom('users').select('isStaff').where('id', '=', effectiveUserId).executeTakeFirst();
  if (user?.isStaff === 1) return;
  throw errors.forbidden('DOCUMENTS_READ_ONLY', 'This is a data room: documents can be viewed and downloaded, not changed');
}
