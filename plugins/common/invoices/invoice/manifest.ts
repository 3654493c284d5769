import { definePlugin } from '@portico/plugin';

/** The invoice task kind: the firm bills the client, who sees the amount, its due date and how to pay. */
export default definePlugin({
  id: 'common.invoices/invoice',
  kind: 'task',
  taskKind: 'invoice',
  route: 'invoice',
  icon: 'documents',
  titleKey: 'invoice.title',
  // Core's flag invoiceTask (on) turns invoices on; ClientCenterHideInvoiceTask (declared by common.tasks) hides them from clients.
  flags: ['invoiceTask'],
  authorize: ({ permissions }) => permissions.isStaff || !permissions.hasControl('ClientCenterHideInvoiceTask'),
  load: () => import('./InvoiceView'),
  staff: () => import('./InvoiceStaff'),
});
