import type { BoxeDb } from './tables';
import type { Principal } from '@portico/server/auth/session-service';
import { firmOf } from '@portico/server/kit/access';
import { featureErrors } from '@portico/server/kit/errors';
import { BOXE_ERROR_CODES } from '../contract';

const errors = featureErrors(BOXE_ERROR_CODES);

export async function boxeSubscription(db: BoxeDb, principal: Principal) {
  const firmId = await firmOf(db, principal);
  return db.selectFrom('brBoxeSubscriptions').select('orderedAt').where('firmId', '=', firmId).executeTakeFirst();
}

/** Stored documents need the firm to have ordered Box-E and the client's switch to be on. */
export async function assertBoxeEnabled(db: BoxeDb, principal: Principal, clientId: string): Promise<void> {
  if (!(await boxeSubscription(db, principal))) throw errors.error(403, 'BOXE_NOT_ENABLED', 'The firm has not ordered Box-E');
  const client = await db.selectFrom('brBoxeClients').select('lastToggle').where('clientId', '=', clientId).executeTakeFirst();
  if (client?.lastToggle !== 1) throw errors.error(403, 'BOXE_NOT_ENABLED', 'Box-E is switched off for this client');
}
