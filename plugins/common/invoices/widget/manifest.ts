import { definePlugin } from '@portico/plugin';

/** The invoices the active client has to pay, on the dashboard beside the open tasks; hidden as the invoice kind is. */
export default definePlugin({
  id: 'common.invoices/widget',
  kind: 'widget',
  widgetType: 'invoices',
  dashboardSection: 'homeWidgetsSection',
  order: 30,
  titleKey: 'widget.title',
  flags: ['invoiceTask'],
  authorize: ({ permissions }) => permissions.canSeeArea('tasks') && !permissions.hasControl('ClientCenterHideInvoiceTask'),
  load: () => import('./InvoicesWidget'),
});
