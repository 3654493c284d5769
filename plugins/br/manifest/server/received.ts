import { randomUUID } from 'node:crypto';
import type { SomeDb } from '@portico/plugin-server';
import { manifestDb, type BrManifestDocumentTable } from './tables';

/** A received NF-e as the firm's intake read it from its XML: a manifest row but for its id and the recipient's situation. */
export type ReceivedNfe = Omit<BrManifestDocumentTable, 'id' | 'status'>;

/**
 * Puts a received NF-e on the client's manifest list (waiting for the recipient's events), or, when it is there
 * already, brings its situation up to date (a cancellation that arrived later) and fills in the full XML of one
 * known by its summary only (xml ''). The manifest keeps its events. Answers the row's id and whether it is new.
 */
export async function recordReceivedNfe(db: SomeDb, nfe: ReceivedNfe): Promise<{ id: string; created: boolean }> {
  const m = manifestDb(db);
  const existing = await m.selectFrom('brManifestDocuments').select(['id', 'xml']).where('clientId', '=', nfe.clientId).where('accessKey', '=', nfe.accessKey).executeTakeFirst();
  if (existing) {
    // The situation only worsens: a procNFe arriving after its cancellation still carries protNFe 100.
    const patch = { ...(nfe.xml && !existing.xml ? { xml: nfe.xml } : {}), ...(nfe.nfeStatus !== 'Authorized' ? { nfeStatus: nfe.nfeStatus } : {}) };
    if (Object.keys(patch).length) await m.updateTable('brManifestDocuments').set(patch).where('id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  const id = randomUUID();
  await m.insertInto('brManifestDocuments').values({ id, ...nfe, status: 'Pending' }).execute();
  return { id, created: true };
}

/** A received NF-e the issuer cancelled afterwards (its 110111 event reached the intake). */
export async function markReceivedNfeCancelled(db: SomeDb, clientId: string, accessKey: string): Promise<void> {
  await manifestDb(db).updateTable('brManifestDocuments').set({ nfeStatus: 'Cancelled' }).where('clientId', '=', clientId).where('accessKey', '=', accessKey).execute();
}
