/**
 * The tax calendar's tables (migration 0115_br_tax_calendar).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, calendar dates as yyyy-MM-dd text.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { TaxRegime } from '../obligations';

/** What decides a client's obligations: its regime, whether it has employees, where it is. */
export interface BrTaxProfileTable {
  clientId: string;
  regime: TaxRegime;
  hasEmployees: number;
  uf: string | null;
  municipality: string | null;
}
/** A date the firm set for one obligation and competence, for all its clients. */
export interface BrTaxOverrideTable {
  firmId: number;
  obligation: string;
  competence: string;
  dueDate: string;
  note: string;
  updatedBy: string;
  updatedAt: string;
}

export interface TaxCalendarTables {
  brTaxProfiles: BrTaxProfileTable;
  brTaxOverrides: BrTaxOverrideTable;
}

export const taxCalendarDb = featureDb<TaxCalendarTables>();
export type TaxCalendarDb = FeatureDb<TaxCalendarTables>;
