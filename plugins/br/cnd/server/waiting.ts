import type { WaitingEntry, WaitingProvider } from '../../../common/dashboard/server';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { CND_RENEW_DAYS } from '../contract';
import { cndPagePath } from '../routes';
import { cndDb } from './tables';

/**
 * The client's certificates that need them, each opening the client's CND page: a positive one (the company
 * has debts with the issuer; urgent, whatever its expiry) and one whose latest consultation has expired or
 * expires within its issuer's renewal window (CRF 10 days, others 30: BR-DOMAIN §4), dated by its expiry.
 */
export const cndWaiting: WaitingProvider = async ({ db, clientId, now }) => {
  const rows = await cndDb(db).selectFrom('brCndHistory as h').innerJoin('brCndAgencies as a', 'a.id', 'h.agencyId')
    .select(['h.id', 'h.agencyId', 'h.status', 'h.expiresAt', 'h.crawledAt', 'a.name', 'a.issuer'])
    .where('h.clientId', '=', clientId).orderBy('h.crawledAt', 'desc').execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.agencyId)) latest.set(row.agencyId, row);
  const today = todayInBrazil(now);
  const link = cndPagePath(clientId);
  return [...latest.values()].flatMap((r): WaitingEntry[] => {
    if (r.status === 'Positiva') return [{ kind: 'certificatePositive', id: r.id, title: r.name, dueDate: null, urgent: true, link }];
    const dueDate = r.expiresAt.slice(0, 10);
    return daysBetween(today, dueDate) <= CND_RENEW_DAYS[r.issuer] ? [{ kind: 'certificate', id: r.id, title: r.name, dueDate, link }] : [];
  });
};
