import type { OpenItem, ReminderSource } from '../../../common/notifications/server';
import { NFE_CONCLUSIVE_DEADLINE_DAYS, OPEN_MANIFEST_STATUSES } from '../contract';
import { deadlinesOf, DEFAULT_DEADLINE_DAYS } from './event-rules';
import { manifestDb } from './tables';

const DAY_MS = 86_400_000;

/**
 * Authorised NF-e still without a conclusive event, whose conclusive deadline (the firm's days, else 180) has not
 * passed: each gets the firm's reminders before and on that day, none after (SEFAZ refuses the event then).
 */
export const manifestReminders: ReminderSource = {
  category: 'manifestDeadline',
  part: 'upToDue',
  open: async ({ db }, now): Promise<OpenItem[]> => {
    // No firm sets more than the legal 180 days, so older NF-e are past any deadline.
    const oldest = new Date(now.getTime() - (NFE_CONCLUSIVE_DEADLINE_DAYS + 1) * DAY_MS).toISOString();
    const rows = await manifestDb(db).selectFrom('brManifestDocuments as d').innerJoin('clients as c', 'c.id', 'd.clientId')
      .leftJoin('brManifestSettings as s', 's.firmId', 'c.firmId')
      .select(['d.id', 'd.clientId', 'd.accessKey', 'd.number', 'd.emitterName', 'd.authorizedAt', 'c.firmId', 's.cienciaDays', 's.conclusiveDays'])
      .where('d.status', 'in', [...OPEN_MANIFEST_STATUSES]).where('d.nfeStatus', '=', 'Authorized').where('d.authorizedAt', '>', oldest).execute();
    return rows.map((r) => ({
      id: r.id, clientId: r.clientId, firmId: r.firmId,
      dueDate: deadlinesOf(r.authorizedAt, r.conclusiveDays == null ? DEFAULT_DEADLINE_DAYS : { cienciaDays: Number(r.cienciaDays), conclusiveDays: Number(r.conclusiveDays) }).conclusiveDeadline,
      link: `/actions/nfe-manifest/invoice-processing?accessKey=${r.accessKey}`, params: { number: r.number, emitter: r.emitterName },
    }));
  },
};
