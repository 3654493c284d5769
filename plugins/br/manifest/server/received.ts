import { randomUUID } from 'node:crypto';
import type { SomeDb } from '@portico/plugin-server';
import { manifestDb, type BrManifestDocumentTable } from './tables';

/** A received NF-e as the firm's intake read it from its XML: a manifest row but for its id and the recipient's situation. */
export type ReceivedNfe = Omit<BrManifestDocumentTable, 'id' | 'status'>;

/**
 * Puts a received NF-e on the client's manifest list (waiting for the recipient's events), or, when it is there
 * already, brings its situation up to date (a cancellation that arrived later). The manifest keeps its events.
 */
export async function recordReceivedNfe(db: SomeDb, nfe: ReceivedNfe): Promise<void> {
  const m = manifestDb(db);
  const existing = await m.selectFrom('brManifestDocuments').select('id').where('clientId', '=', nfe.clientId).where('accessKey', '=', nfe.accessKey).executeTakeFirst();
  if (existing) {
    await m.updateTable('brManifestDocuments').set({ nfeStatus: nfe.nfeStatus }).where('id', '=', existing.id).execute();
    return;
  }
  await m.insertInto('brManifestDocuments').values({ id: randomUUID(), ...nfe, status: 'Pending' }).execute();
}

/** A received NF-e the issuer cancelled afterwards (its 110111 event reached the intake). */
export async function markReceivedNfeCancelled(db: SomeDb, clientId: string, accessKey: string): Promise<void> {
  await manifestDb(db).updateTable('brManifestDocuments').set({ nfeStatus: 'Cancelled' }).where('clientId', '=', clientId).where('accessKey', '=', accessKey).execute();
}
