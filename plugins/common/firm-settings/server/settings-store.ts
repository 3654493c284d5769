import type { SomeDb } from '@portico/plugin-server';
import { SUPPORT_COUNTRIES } from '../../support';
import type { FirmQuotasInput, SupportSettings } from '../contract';
import { firmSettingsDb } from './tables';

/** A firm that saved nothing: every channel the server's default. */
const SUPPORT_UNSET: SupportSettings = {
  chatUrl: null, chatHours: null, emails: Object.fromEntries(SUPPORT_COUNTRIES.map((c) => [c, null])) as SupportSettings['emails'],
};
const QUOTAS_UNSET: FirmQuotasInput = { clientQuotaBytes: null };

/** The firm's row: its support channels and its limits as saved (null fields: the server's). */
async function settingsOf(db: SomeDb, firmId: number) {
  const row = await firmSettingsDb(db).selectFrom('firmSettings').select(['support', 'quotas']).where('firmId', '=', firmId).executeTakeFirst();
  return {
    support: row ? { ...SUPPORT_UNSET, ...JSON.parse(row.support) as SupportSettings } : SUPPORT_UNSET,
    quotas: row ? { ...QUOTAS_UNSET, ...JSON.parse(row.quotas) as FirmQuotasInput } : QUOTAS_UNSET,
  };
}

export const readSupport = async (db: SomeDb, firmId: number): Promise<SupportSettings> => (await settingsOf(db, firmId)).support;
export const readQuotas = async (db: SomeDb, firmId: number): Promise<FirmQuotasInput> => (await settingsOf(db, firmId)).quotas;

/** Replaces one part of the firm's row, the other as it was. */
export async function writeSettings(db: SomeDb, firmId: number, change: { support?: SupportSettings; quotas?: FirmQuotasInput }): Promise<void> {
  const current = await settingsOf(db, firmId);
  const values = {
    support: JSON.stringify(change.support ?? current.support), quotas: JSON.stringify(change.quotas ?? current.quotas),
    updatedAt: new Date().toISOString(),
  };
  await firmSettingsDb(db).insertInto('firmSettings').values({ firmId, ...values })
    .onConflict((oc) => oc.column('firmId').doUpdateSet(values)).execute();
}
