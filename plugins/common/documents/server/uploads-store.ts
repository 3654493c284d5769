import type { Selectable } from 'kysely';
import type { UploadConflictChoice } from '@portico/contract/documents';
import { nameKey, nextFreeName } from '@portico/contract/file-names';
import { AppError, type Flag01, type StagedBlob } from '@portico/plugin-server';
import { withFolded } from './name-folded';
import { bumpListVersions } from './page-cache';
import type { DocumentsDb, DocumentTable } from './tables';

export interface LiveName {
  id: string;
  name: string;
  uploadedByStaff: boolean;
}

/** The live documents of a folder by nameKey: what a new name may clash with. */
export async function liveNamesIn(db: DocumentsDb, containerId: string): Promise<Map<string, LiveName>> {
  const rows = await db.selectFrom('documents').select(['id', 'name', 'uploadedByStaff'])
    .where('containerId', '=', containerId).where('deletedAt', 'is', null).orderBy('createdAt').execute();
  const byKey = new Map<string, LiveName>();
  for (const r of rows) if (!byKey.has(nameKey(r.name))) byKey.set(nameKey(r.name), { id: r.id, name: r.name, uploadedByStaff: r.uploadedByStaff === 1 });
  return byKey;
}

export interface StoreUploadsInput {
  clientId: string;
  containerId: string;
  onConflict: UploadConflictChoice;
  metadata: Array<[string, string]>;
  uploader: { id: string; isStaff: Flag01 };
  accepted: Array<{ name: string; staged: StagedBlob; mimeType: string }>;
  /** Throws when the request would overflow the quota; runs inside the transaction, after the client lock. */
  checkQuota: (trx: DocumentsDb) => Promise<void>;
}

/**
 * Commits the staged blobs and writes the rows in one transaction. The folder's names are read again under the
 * lock: keepBoth numbers a taken name ("Invoice (2).pdf"), replace moves the old file into document_versions and
 * keeps the document's id, ask refuses a name taken since the request was checked.
 */
export async function storeUploads(db: DocumentsDb, dbKind: string, input: StoreUploadsInput): Promise<Array<Selectable<DocumentTable>>> {
  const { clientId, containerId, onConflict, uploader } = input;
  return db.transaction().execute(async (trx) => {
    // Concurrent uploads of one client queue here (SQLite runs one write transaction at a time anyway).
    if (dbKind === 'postgres') await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
    await input.checkQuota(trx);
    const live = await liveNamesIn(trx, containerId);
    const taken = new Set(live.keys());
    const now = new Date().toISOString();
    const ids: string[] = [];
    for (const { name, staged, mimeType } of input.accepted) {
      const existing = live.get(nameKey(name));
      const file = { size: staged.size, mimeType, sha256: staged.sha256, blobId: staged.blobId, uploadedBy: uploader.id, uploadedByStaff: uploader.isStaff };
      await staged.commit();
      if (existing && onConflict === 'replace') {
        const old = await trx.selectFrom('documents').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
        await trx.insertInto('documentVersions').values({
          id: crypto.randomUUID(), documentId: old.id, size: old.size, mimeType: old.mimeType, sha256: old.sha256, blobId: old.blobId,
          uploadedBy: old.uploadedBy, uploadedByStaff: old.uploadedByStaff, createdAt: old.modifiedAt, replacedAt: now,
        }).execute();
        // A new file is a new upload: the staff may be told about it again.
        await trx.updateTable('documents').set(withFolded({ ...file, name, modifiedAt: now, uploadNotifiedAt: null })).where('id', '=', old.id).execute();
        ids.push(old.id);
        continue;
      }
      if (existing && onConflict === 'ask') throw new AppError(409, 'DOCUMENT_NAME_TAKEN', `Nothing was stored: a document named "${existing.name}" was added meanwhile`);
      const finalName = nextFreeName(name, taken);
      taken.add(nameKey(finalName));
      const id = crypto.randomUUID();
      await trx.insertInto('documents').values(withFolded({
        id, clientId, containerId, name: finalName, ...file, createdAt: now, modifiedAt: now, deletedAt: null,
      })).execute();
      ids.push(id);
    }
    await bumpListVersions(trx, [containerId]);
    if (input.metadata.length) {
      await trx.deleteFrom('documentMetadata').where('documentId', 'in', ids).where('key', 'in', input.metadata.map(([k]) => k)).execute();
      await trx.insertInto('documentMetadata').values(ids.flatMap((documentId) => input.metadata.map(([key, value]) => ({ documentId, key, value })))).execute();
    }
    const rows = await trx.selectFrom('documents').selectAll().where('id', 'in', ids).execute();
    return ids.map((id) => rows.find((r) => r.id === id)!);
  });
}
