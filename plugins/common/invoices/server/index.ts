import { contribute, defineServerFeature } from '@portico/plugin-server';
import { RAISED_CATEGORIES } from '../../notifications/server';
import { TASK_KINDS } from '../../tasks/server';
import { EXPORT_PARTS, FIRM_ACTION_ROUTES } from '../../activity/server';
import { invoiceFirmActions, invoicesExport } from './trail';
import { invoiceKind } from './kind';
import * as invoices from './migrations/0351_common_invoices';
import { invoiceRoutes } from './routes';
import { invoicesDemo } from './seed';

/**
 * Invoices, a task kind: the firm bills a client in its currency (in Brazil with a Pix BR Code and its QR code);
 * an invoice is paid when the firm records it or the payment provider's signed webhook does, overdue past its date.
 * Its client's contacts hear of it when issued (invoiceIssued), by the firm's task reminders up to its due date, and once
 * when it is overdue unpaid (invoiceOverdue, a daily job).
 */
export default defineServerFeature({
  id: 'common.invoices',
  routes: invoiceRoutes,
  contributes: [contribute(TASK_KINDS, invoiceKind), contribute(FIRM_ACTION_ROUTES, invoiceFirmActions), contribute(EXPORT_PARTS, invoicesExport),
    contribute(RAISED_CATEGORIES, ['invoiceIssued', 'invoiceOverdue'])],
  migrations: { '0351_common_invoices': invoices },
  seed: invoicesDemo,
  tables: ['common_invoices', 'common_invoice_settings', 'common_invoice_events'],
});
