import type { Db } from '../db/database';
import type { ServerFeature } from '../kit/feature';
import type { BlobStore } from './blob-store';

/**
 * At start-up: staged leftovers of a crash and blobs whose row never committed are removed. A blob is kept when
 * any feature's rows point at it, enabled or not: a variant never deletes another variant's files.
 */
export async function sweepStorage(db: Db, blobs: BlobStore, features: readonly ServerFeature[]) {
  return blobs.sweep(async (blobIds) => {
    const claimed = await Promise.all(features.map(async (f) => [...(await f.blobsInUse?.(db, blobIds) ?? [])]));
    return new Set(claimed.flat());
  });
}
