import type { Housekeeping } from '@portico/plugin-server';
import { TRASH_RETENTION_DAYS } from '@portico/contract/documents';
import { documentsDb } from './tables';

const DAY_MS = 86_400_000;
/** Documents purged per transaction: a large backlog goes in steps, none holding the database long. */
const BATCH = 200;

export const retentionStart = (now: Date) => new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS).toISOString();
export const purgeDate = (deletedAt: string) => new Date(new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString();

/**
 * Removes documents deleted before the retention period, with everything that points at them (versions,
 * metadata, read marks, share-link entries), then their files. Rows go first, in one transaction per batch;
 * a file is removed only after its row is gone, so a failure leaves at most an unreferenced file, which the
 * start-up sweep removes.
 */
export const purgeExpiredTrash: Housekeeping = async ({ db: core, blobs, now }) => {
  const db = documentsDb(core);
  let purged = 0;
  for (;;) {
    const files = await db.transaction().execute(async (trx) => {
      const docs = await trx.selectFrom('documents').select(['id', 'blobId'])
        .where('deletedAt', 'is not', null).where('deletedAt', '<', retentionStart(now)).orderBy('id').limit(BATCH).execute();
      if (docs.length === 0) return null;
      const ids = docs.map((d) => d.id);
      const versions = await trx.selectFrom('documentVersions').select('blobId').where('documentId', 'in', ids).execute();
      await trx.deleteFrom('documentVersions').where('documentId', 'in', ids).execute();
      await trx.deleteFrom('documentMetadata').where('documentId', 'in', ids).execute();
      await trx.deleteFrom('documentReadMarks').where('documentId', 'in', ids).execute();
      await trx.deleteFrom('shareLinkDocuments').where('documentId', 'in', ids).execute();
      await trx.deleteFrom('documents').where('id', 'in', ids).execute();
      return { count: ids.length, blobIds: [...docs, ...versions].map((r) => r.blobId) };
    });
    if (!files) return purged;
    purged += files.count;
    for (const blobId of files.blobIds) await blobs.remove(blobId);
  }
};
