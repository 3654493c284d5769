/**
 * The reports' tables (migration 0107_br_reports_protocols).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import { type FileTables } from '@portico/br-kit/server';

export interface BrStoredDocumentTable {
  id: string;
  clientId: string;
  name: string;
  category: string;
  competence: string;
  storedAt: string;
  fileId: string;
}
export interface BrPayrollEntryTable {
  id: string;
  clientId: string;
  competence: string;
  employeeName: string;
  cpf: string;
  rubricCode: string;
  rubricDescription: string;
  kind: 'Earning' | 'Deduction';
  quantity: number | null;
  amountCents: number;
}
export interface BrPayrollRegistrationTable {
  id: string;
  clientId: string;
  employeeName: string;
  cpf: string;
  event: string;
  eventDate: string;
  jobPosition: string;
  salaryCents: number | null;
  esocialReceipt: string | null;
}

export interface ReportTables extends FileTables {
  brStoredDocuments: BrStoredDocumentTable;
  brPayrollEntries: BrPayrollEntryTable;
  brPayrollRegistrations: BrPayrollRegistrationTable;
}

export const reportsDb = featureDb<ReportTables>();
export type ReportDb = FeatureDb<ReportTables>;
