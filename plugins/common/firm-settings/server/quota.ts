import { coreDb, type SomeDb } from '@portico/plugin-server';
import { readQuotas } from './settings-store';

/** A client company's storage quota: its firm's when the firm set one (never above the server's), else the server's. */
export async function clientQuotaBytes(db: SomeDb, clientId: string, serverQuota: number): Promise<number> {
  const client = await coreDb(db).selectFrom('clients').select('firmId').where('id', '=', clientId).executeTakeFirst();
  const firm = client ? (await readQuotas(db, client.firmId)).clientQuotaBytes : null;
  return Math.min(serverQuota, firm ?? serverQuota);
}
