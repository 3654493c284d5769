import type { SomeDb } from '@portico/plugin-server';
import { SUPPORT_COUNTRIES } from '../../support';
import type { SupportSettings } from '../contract';
import { firmSettingsDb } from './tables';

/** A firm that saved nothing: every channel the server's default. */
export const SUPPORT_UNSET: SupportSettings = {
  chatUrl: null, chatHours: null, emails: Object.fromEntries(SUPPORT_COUNTRIES.map((c) => [c, null])) as SupportSettings['emails'],
};

/** The firm's support channels as its administrators saved them (null fields: the server's default). */
export async function readSupport(db: SomeDb, firmId: number): Promise<SupportSettings> {
  const row = await firmSettingsDb(db).selectFrom('firmSettings').select('support').where('firmId', '=', firmId).executeTakeFirst();
  return row ? { ...SUPPORT_UNSET, ...JSON.parse(row.support) as SupportSettings } : SUPPORT_UNSET;
}

export async function writeSupport(db: SomeDb, firmId: number, support: SupportSettings): Promise<void> {
  const values = { support: JSON.stringify(support), updatedAt: new Date().toISOString() };
  await firmSettingsDb(db).insertInto('firmSettings').values({ firmId, ...values })
    .onConflict((oc) => oc.column('firmId').doUpdateSet(values)).execute();
}
