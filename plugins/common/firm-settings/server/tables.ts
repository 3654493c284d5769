/** Firm settings's tables (migration 0300_firm_settings). Conventions of server/db/schema.ts: camelCase here, snake_case columns. */
import { featureDb, type FeatureDb } from '@portico/plugin-server';

export interface FirmSettingsTable {
  firmId: number;
  /** SupportSettings as JSON. */
  support: string;
  /** FirmQuotasInput as JSON. */
  quotas: string;
  updatedAt: string;
}

export interface FirmSettingsImageTable {
  firmId: number;
  slot: string;
  contentType: string;
  bytes: Buffer;
  updatedAt: string;
}

export interface FirmSettingsTables {
  firmSettings: FirmSettingsTable;
  firmSettingsImages: FirmSettingsImageTable;
}

/** The database as this feature sees it: core's tables and its own. */
export const firmSettingsDb = featureDb<FirmSettingsTables>();
export type FirmSettingsDb = FeatureDb<FirmSettingsTables>;
