import type { FastifyRequest } from 'fastify';
import { DATA_ROOM_ERROR_CODES } from '@portico/contract/documents';
import { coreDb, featureErrors, principalOf, type SomeDb } from '@portico/plugin-server';
import { GRANT_NAMES } from '../permissions';

const errors = featureErrors(DATA_ROOM_ERROR_CODES);
const [feature, resource] = GRANT_NAMES.dataRoom.split('.') as [string, string];

/**
 * Refuses a change to the client's documents when the caller (the previewed user in a preview) is a client user in a
 * data room (ClientCenterDrive.ForceDataRoom): they may view and download only. Firm staff are never restricted.
 * Read at each write, one query: a grant the firm sets applies to the next change, not the next sign-in.
 */
export async function refuseInDataRoom(db: SomeDb, request: FastifyRequest): Promise<void> {
  const { effectiveUserId } = principalOf(request);
  const row = await coreDb(db).selectFrom('users as u')
    .leftJoin('userPermissions as p', (join) => join.onRef('p.userId', '=', 'u.id').on('p.feature', '=', feature).on('p.resource', '=', resource))
    .select(['u.isStaff', 'p.grant']).where('u.id', '=', effectiveUserId).executeTakeFirst();
  if (row?.grant !== 'Granted' || row.isStaff === 1) return;
  throw errors.forbidden('DOCUMENTS_READ_ONLY', 'This is a data room: documents can be viewed and downloaded, not changed');
}
