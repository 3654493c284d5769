import { daysBetween, noticeThreshold, todayInBrazil } from '@portico/br-kit/contract';
import { DAY_MS, scheduleRun, type AppContext } from '@portico/plugin-server';
import { notify, type NotificationEvent } from '../../../common/notifications/server';
import { cndPagePath } from '../routes';
import { cndDb } from './tables';

/** Days before a certificate expires on which its company's contacts and its firm's staff are told, once each. */
export const CND_NOTICE_DAYS = [30, 7] as const;

/** Where the firm's staff record and read their clients' certificates. */
const STAFF_LINK = '/staff/certificates';

/**
 * Tells of each agency's latest certificate per client company (a renewed one supersedes the one before): still
 * valid and positive (the company has debts with the issuer), once; otherwise expiring within 30 days, then within 7,
 * once each. The client's contacts hear of it (clearanceCertificate) and its firm's staff (clientClearanceCertificate).
 * Keyed by the certificate and what is told, so a second run, or the next day's, reaches nobody again, and a day
 * missed is made up the day after. Days are Brasília's, as the certificates are dated. Answers how many notices
 * reached someone.
 */
export async function notifyCndCertificates(ctx: AppContext, now = new Date()): Promise<number> {
  const today = todayInBrazil(now);
  const rows = await cndDb(ctx.db).selectFrom('brCndHistory as h').innerJoin('brCndAgencies as a', 'a.id', 'h.agencyId')
    .select(['h.id', 'h.clientId', 'h.agencyId', 'h.status', 'h.expiresAt', 'a.name']).orderBy('h.crawledAt', 'desc').orderBy('h.id').execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(`${row.clientId}:${row.agencyId}`)) latest.set(`${row.clientId}:${row.agencyId}`, row);
  let sent = 0;
  for (const row of latest.values()) {
    const left = daysBetween(today, row.expiresAt.slice(0, 10));
    if (left < 0) continue;
    const threshold = noticeThreshold(left, CND_NOTICE_DAYS);
    const told: Pick<NotificationEvent, 'key' | 'params'> | null = row.status === 'Positiva'
      ? { key: `cnd-positive:${row.id}`, params: { variant: 'positive', agency: row.name } }
      : threshold === undefined ? null
        : { key: `cnd-expiring:${row.id}:${threshold}`, params: { variant: 'expiring', agency: row.name, count: left, expiresDate: row.expiresAt.slice(0, 10) } };
    if (!told) continue;
    sent += await notify(ctx, { category: 'clearanceCertificate', clientId: row.clientId, link: cndPagePath(row.clientId), ...told });
    sent += await notify(ctx, { category: 'clientClearanceCertificate', clientId: row.clientId, link: STAFF_LINK, ...told });
  }
  return sent;
}

/** The daily run, once across the instances. */
export async function scheduleCndNotices(ctx: AppContext): Promise<void> {
  await scheduleRun(ctx.jobs, {
    name: 'br.cnd.notices', everyMs: DAY_MS,
    run: async (log) => log.info({ notified: await notifyCndCertificates(ctx) }, 'clearance certificate notices'),
  });
}
