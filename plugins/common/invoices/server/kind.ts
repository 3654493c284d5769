import type { ServerTaskKind, TaskProgress } from '../../tasks/server';
import { INVOICE_KIND } from '../contract';
import { invoicesDb } from './tables';

/**
 * The invoice as a task kind: one part, its payment; the client hands nothing in, and the firm's accept needs it paid.
 * Reminded of up to its due date: past it, the overdue notice (notices.ts) tells of it once instead of weekly reminders.
 */
export const invoiceKind: ServerTaskKind = {
  kind: INVOICE_KIND,
  reminders: 'upToDue',
  async progress(db, taskIds) {
    const rows = await invoicesDb(db).selectFrom('commonInvoices').select(['taskId', 'paidAt']).where('taskId', 'in', [...taskIds]).execute();
    return new Map<string, TaskProgress>(rows.map((r) => [r.taskId, { done: r.paidAt ? 1 : 0, total: 1 }]));
  },
  async submitBlocker(db, taskId) {
    const row = await invoicesDb(db).selectFrom('commonInvoices').select('paidAt').where('taskId', '=', taskId).executeTakeFirst();
    return row?.paidAt ? null : 'ITEMS_INCOMPLETE';
  },
  async accept(trx, taskId) {
    return this.submitBlocker(trx, taskId);
  },
};
