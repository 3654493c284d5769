import type { WaitingProvider } from '../../dashboard/server';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { CND_RENEW_DAYS } from '../contract';
import { cndDb } from './tables';

/**
 * The client's certificates whose latest consultation has expired or expires within its issuer's renewal
 * window (CRF 10 days, others 30: BR-DOMAIN §4); each opens the client's CND page.
 */
export const cndWaiting: WaitingProvider = async ({ db, clientId, now }) => {
  const rows = await cndDb(db).selectFrom('brCndHistory as h').innerJoin('brCndAgencies as a', 'a.id', 'h.agencyId')
    .select(['h.id', 'h.agencyId', 'h.expiresAt', 'h.crawledAt', 'a.name', 'a.issuer'])
    .where('h.clientId', '=', clientId).orderBy('h.crawledAt', 'desc').execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.agencyId)) latest.set(row.agencyId, row);
  const today = todayInBrazil(now);
  return [...latest.values()]
    .filter((r) => daysBetween(today, r.expiresAt.slice(0, 10)) <= CND_RENEW_DAYS[r.issuer])
    .map((r) => ({
      kind: 'certificate',
      id: r.id,
      title: r.name,
      dueDate: r.expiresAt.slice(0, 10),
      link: `/home/cnd/${encodeURIComponent(clientId)}`,
    }));
};
