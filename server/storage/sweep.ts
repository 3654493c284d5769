import type { Db } from '../db/database';
import type { BlobStore } from './blob-store';

/** At start-up: staged leftovers of a crash and blobs whose row never committed are removed. */
export async function sweepStorage(db: Db, blobs: BlobStore) {
  return blobs.sweep(async (blobIds) => {
    const rows = await db.selectFrom('documents').select('blobId').where('blobId', 'in', blobIds).execute();
    return new Set(rows.map((r) => r.blobId));
  });
}
