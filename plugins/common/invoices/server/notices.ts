import { DAY_MS, isoDay, scheduleRun, type AppContext } from '@portico/plugin-server';
import { notify } from '../../notifications/server';
import { INVOICE_KIND } from '../contract';
import { invoicesDb } from './tables';

/**
 * Tells the contacts of every invoice unpaid past its due date (not cancelled) that it is overdue: once per invoice
 * (its key), so the next day's run, or a second one, reaches nobody again; a paid invoice is not listed. The task
 * reminders of an invoice end on its due date (kind.ts), so this is the one notice after it. Answers how many
 * notices reached someone.
 */
export async function notifyOverdueInvoices(ctx: AppContext, now = new Date()): Promise<number> {
  const rows = await invoicesDb(ctx.db).selectFrom('commonInvoices as i').innerJoin('commonTasks as t', 't.id', 'i.taskId')
    .select(['i.taskId', 'i.number', 't.clientId', 't.dueDate']).where('t.kind', '=', INVOICE_KIND).where('i.paidAt', 'is', null)
    .where('t.state', 'in', ['open', 'in_progress']).where('t.dueDate', '<', isoDay(now)).execute();
  let sent = 0;
  for (const row of rows) {
    sent += await notify(ctx, { category: 'invoiceOverdue', clientId: row.clientId, key: `invoice-overdue:${row.taskId}`, link: `/tasks/${row.taskId}`,
      params: { number: row.number, dueDate: row.dueDate! } });
  }
  return sent;
}

/** The daily run, once across the instances. */
export async function scheduleOverdueNotices(ctx: AppContext): Promise<void> {
  await scheduleRun(ctx.jobs, {
    name: 'common.invoices.overdue', everyMs: DAY_MS,
    run: async (log) => log.info({ notified: await notifyOverdueInvoices(ctx) }, 'overdue invoice notices'),
  });
}
