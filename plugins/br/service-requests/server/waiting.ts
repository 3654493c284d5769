import type { WaitingEntry, WaitingProvider } from '../../../common/dashboard/server';
import type { RequestStatus } from '../contract';
import { requestLink } from '../widget/action-routes';
import { assertServiceRequestAccess } from './access';
import { nameBook, shownTitle } from './names';
import { serviceRequestsDb } from './tables';

/** Requests the firm sent back: for correction, or asking for information. */
const KIND: Partial<Record<RequestStatus, string>> = { WaitingForCorrection: 'requestCorrection', WaitingForClient: 'requestInformation' };

/**
 * Service requests waiting for the client, for the dashboard's "waiting for you" list; only for a caller the
 * feature's routes would answer (its 403 means nothing from here).
 */
export const serviceRequestsWaiting: WaitingProvider = async ({ db, principal, clientId }) => {
  await assertServiceRequestAccess(db, principal);
  const requests = serviceRequestsDb(db);
  const rows = await requests.selectFrom('brServiceRequests').select(['id', 'clientId', 'reference', 'type', 'status', 'title', 'payload'])
    .where('clientId', '=', clientId).where('status', 'in', ['WaitingForCorrection', 'WaitingForClient'])
    .orderBy('updatedAt', 'asc').execute();
  const names = await nameBook(requests, rows);
  return rows.map((r): WaitingEntry => {
    const title = shownTitle(r, names);
    return {
      kind: KIND[r.status]!,
      id: r.id,
      title: title ? `${r.reference} · ${title}` : r.reference,
      dueDate: null,
      link: requestLink(r.id),
    };
  });
};
