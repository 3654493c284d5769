import type { Db } from '../../db/database';
import type { Principal } from '../../auth/session-service';
import { firmOf } from '../access';
import { brError } from '../errors';

export async function boxeSubscription(db: Db, principal: Principal) {
  const firmId = await firmOf(db, principal);
  return db.selectFrom('brBoxeSubscriptions').select('orderedAt').where('firmId', '=', firmId).executeTakeFirst();
}

/** Stored documents need the firm to have ordered Box-E and the client's switch to be on. */
export async function assertBoxeEnabled(db: Db, principal: Principal, clientId: string): Promise<void> {
  if (!(await boxeSubscription(db, principal))) throw brError(403, 'BOXE_NOT_ENABLED', 'The firm has not ordered Box-E');
  const client = await db.selectFrom('brBoxeClients').select('lastToggle').where('clientId', '=', clientId).executeTakeFirst();
  if (client?.lastToggle !== 1) throw brError(403, 'BOXE_NOT_ENABLED', 'Box-E is switched off for this client');
}
