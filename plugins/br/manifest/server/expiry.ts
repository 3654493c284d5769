import { daysBetween, noticeThreshold } from '@portico/br-kit/contract';
import { DAY_MS, scheduleRun, type AppContext } from '@portico/plugin-server';
import { notify } from '../../../common/notifications/server';
import { manifestDb } from './tables';

/** Days before an A1 expires on which its company's contacts and its firm's staff are told, once each. */
export const EXPIRY_NOTICE_DAYS = [30, 7] as const;

/**
 * Tells of every A1 (with its key: one the portal uses) that expires within 30 days, then within 7: the client's
 * contacts (certificateExpiring) and the firm's staff (clientCertificateExpiring). Each notice is keyed by the
 * certificate and its threshold, so a second run, or the next day's, sends it to nobody again; a day missed is
 * made up the day after. A certificate replaced by a new one starts over. Answers how many notices reached someone.
 */
export async function notifyExpiringCertificates(ctx: AppContext, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const rows = await manifestDb(ctx.db).selectFrom('brManifestCertificates').select(['clientId', 'serialNumber', 'validUntil'])
    .where('sealedKey', 'is not', null).where('validUntil', '>=', today).execute();
  let sent = 0;
  for (const row of rows) {
    const left = daysBetween(today, row.validUntil);
    const notice = noticeThreshold(left, EXPIRY_NOTICE_DAYS);
    if (notice === undefined) continue;
    const key = `certificate-expiring:${row.clientId}:${row.serialNumber}:${notice}`;
    const params = { count: left, validUntilDate: row.validUntil };
    sent += await notify(ctx, { category: 'certificateExpiring', clientId: row.clientId, key, link: '/actions/nfe-manifest/invoice-processing', params });
    sent += await notify(ctx, { category: 'clientCertificateExpiring', clientId: row.clientId, key, link: '/staff/client-certificates', params });
  }
  return sent;
}

/** The daily run, once across the instances. */
export async function scheduleExpiryNotices(ctx: AppContext): Promise<void> {
  await scheduleRun(ctx.jobs, {
    name: 'br.manifest.certificate-expiry', everyMs: DAY_MS,
    run: async (log) => log.info({ notified: await notifyExpiringCertificates(ctx) }, 'certificate expiry notices'),
  });
}
