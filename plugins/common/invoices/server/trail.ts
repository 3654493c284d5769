import { type ExportPart, type FirmActionRoutes, jsonEntry } from '../../activity/server';
import { ENDPOINTS } from '../contract';
import { invoicesDb } from './tables';

export const invoiceFirmActions: FirmActionRoutes = {
  [`${ENDPOINTS.postStaffInvoice.method} ${ENDPOINTS.postStaffInvoice.path}`]: 'taskCreated',
  [`${ENDPOINTS.postStaffInvoicePaid.method} ${ENDPOINTS.postStaffInvoicePaid.path}`]: 'invoicePaid',
};

/** invoices.json of the client's export: each invoice with its task's title, due date and state. */
export const invoicesExport: ExportPart = {
  async *entries(ctx, clientId) {
    const rows = await invoicesDb(ctx.db).selectFrom('commonInvoices as i').innerJoin('commonTasks as t', 't.id', 'i.taskId')
      .select(['i.number', 'i.description', 'i.amountCents', 'i.currency', 'i.paidAt', 't.id as taskId', 't.title', 't.dueDate', 't.state', 't.createdAt'])
      .where('t.clientId', '=', clientId).orderBy('t.createdAt').orderBy('i.number').execute();
    yield jsonEntry(['invoices.json'], rows);
  },
};
