import type { WaitingProvider } from '../../../common/dashboard/server';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { NFE_CIENCIA_DEADLINE_DAYS, NFE_CONCLUSIVE_DEADLINE_DAYS } from '../contract';
import { manifestAccess } from './access';
import { manifestDb } from './tables';

/** Received NF-e count as waiting once their next manifestation deadline is this near. */
export const MANIFEST_WAITING_DAYS = 15;

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Authorised NF-e still waiting for a manifestation whose next deadline (Ciência's while it is open, else the
 * conclusive one) falls within 15 days and has not passed. Deadlines use the contract's default days.
 * Only for a caller the manifest's routes would answer (its 403 means nothing from here).
 */
export const manifestWaiting: WaitingProvider = async ({ db, principal, clientId, now }) => {
  await manifestAccess(db, principal);
  const today = todayInBrazil(now);
  const rows = await manifestDb(db).selectFrom('brManifestDocuments')
    .select(['id', 'accessKey', 'number', 'emitterName', 'authorizedAt', 'status'])
    .where('clientId', '=', clientId).where('status', 'in', ['Pending', 'Aware']).where('nfeStatus', '=', 'Authorized').execute();
  const nextDeadline = (r: (typeof rows)[number]) => {
    const ciencia = addDays(r.authorizedAt, NFE_CIENCIA_DEADLINE_DAYS);
    return r.status === 'Pending' && ciencia >= today ? ciencia : addDays(r.authorizedAt, NFE_CONCLUSIVE_DEADLINE_DAYS);
  };
  return rows
    .map((r) => ({ r, due: nextDeadline(r) }))
    .filter(({ due }) => daysBetween(today, due) >= 0 && daysBetween(today, due) <= MANIFEST_WAITING_DAYS)
    .map(({ r, due }) => ({
      kind: 'nfeManifest',
      id: r.id,
      title: `NF-e ${r.number} · ${r.emitterName}`,
      dueDate: due,
      link: `/actions/nfe-manifest/invoice-processing?accessKey=${r.accessKey}`,
    }));
};
