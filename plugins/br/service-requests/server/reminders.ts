import type { OpenItem, ReminderSource } from '../../../common/notifications/server';
import { serviceRequestsDb } from './tables';

/**
 * Requests the firm sent back, still waiting for the client's correction: their author is reminded weekly after the
 * day it was sent back (the firm's last message), as the firm's schedule reminds of what is overdue; none once resubmitted.
 */
export const sentBackReminders: ReminderSource = {
  category: 'requestSentBack',
  part: 'afterDue',
  open: async ({ db }): Promise<OpenItem[]> => {
    const rows = await serviceRequestsDb(db).selectFrom('brServiceRequests as r').innerJoin('clients as c', 'c.id', 'r.clientId')
      .innerJoin('brServiceRequestMessages as m', (join) => join.onRef('m.requestId', '=', 'r.id').on('m.fromFirm', '=', 1))
      .select((eb) => ['r.id', 'r.clientId', 'r.reference', 'r.title', 'r.createdBy', 'c.firmId', eb.fn.max('m.createdAt').as('sentBackAt')])
      .where('r.status', '=', 'WaitingForCorrection').groupBy(['r.id', 'r.clientId', 'r.reference', 'r.title', 'r.createdBy', 'c.firmId']).execute();
    return rows.map((r) => ({
      id: r.id, clientId: r.clientId, firmId: r.firmId, dueDate: String(r.sentBackAt).slice(0, 10), only: [r.createdBy],
      link: `/actions/service-request/requests?id=${r.id}`, params: { reference: r.reference, title: r.title },
    }));
  },
};
