/** The invoices' tables (migration 0351_common_invoices); camelCase here, snake_case columns. */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { TaskTables } from '../../tasks/server';

export interface InvoiceTable {
  taskId: string;
  firmId: number;
  /** The firm's sequence number within the year of issue: "2026-0007". */
  number: string;
  description: string;
  amountCents: number;
  currency: string;
  paidAt: string | null;
  paidBy: 'staff' | 'provider' | null;
}
export interface InvoiceSettingsTable {
  firmId: number;
  pixKey: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  paymentLink: string | null;
}
/** Each provider event received, so a repeated delivery changes nothing. */
export interface InvoiceEventTable {
  eventId: string;
  taskId: string;
  receivedAt: string;
}

export interface InvoiceTables extends Pick<TaskTables, 'commonTasks'> {
  commonInvoices: InvoiceTable;
  commonInvoiceSettings: InvoiceSettingsTable;
  commonInvoiceEvents: InvoiceEventTable;
}

export const invoicesDb = featureDb<InvoiceTables>();
export type InvoicesDb = FeatureDb<InvoiceTables>;
