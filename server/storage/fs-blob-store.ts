import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FOREIGN_STAGING_GRACE_MS, ORPHAN_GRACE_MS, safeInstanceId, type BlobStore, type StagedBlob } from './blob-store';
import { Meter, stagedBlob } from './meter';

const BLOB_ID = /^[0-9a-f-]{36}$/;
/**
 * The kernel holds back writing a file's pages until gigabytes are dirty, so the fsync at the end of a large
 * upload would write all of it while the client waits. A datasync every this many bytes writes it back as it
 * arrives instead (the final fsync still makes it durable).
 */
export const WRITEBACK_BYTES = 8 << 20;

/**
 * Blobs under <root>/<aa>/<uuid>; staging under <root>/tmp/<instance>/, renamed into place on commit. The root may
 * be a folder several instances share (NFS): each stages in its own folder.
 */
export class FsBlobStore implements BlobStore {
  private readonly stagingRoot: string;
  private readonly tmpDir: string;

  constructor(private readonly root: string, instanceId = 'local') {
    this.stagingRoot = path.join(root, 'tmp');
    this.tmpDir = path.join(this.stagingRoot, safeInstanceId(instanceId));
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  private pathOf(blobId: string): string {
    if (!BLOB_ID.test(blobId)) throw new Error(`Invalid blob id ${blobId}`);
    return path.join(this.root, blobId.slice(0, 2), blobId);
  }

  async stage(source: Readable, limitBytes: number): Promise<StagedBlob> {
    const blobId = randomUUID();
    const tmpPath = path.join(this.tmpDir, `${blobId}.part`);
    const meter = new Meter(limitBytes);
    const handle = await fsp.open(tmpPath, 'wx');
    // flush: fsync before the stream reports completion, so an acknowledged upload survives a crash. The
    // handle's close waits for a datasync still running.
    const sink = fs.createWriteStream('', { fd: handle, flush: true, highWaterMark: 1 << 20 });
    let unsynced = 0;
    let syncing = false;
    meter.on('data', (chunk: Buffer) => {
      unsynced += chunk.length;
      if (unsynced < WRITEBACK_BYTES || syncing) return;
      unsynced = 0;
      syncing = true;
      // Its failure is the final fsync's to report.
      handle.datasync().catch(() => {}).finally(() => { syncing = false; });
    });
    try {
      await pipeline(source, meter, sink);
    } catch (error) {
      // Remove the file only once the stream has closed it.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fsp.rm(tmpPath, { force: true });
      throw error;
    }
    const finalPath = this.pathOf(blobId);
    return stagedBlob(blobId, meter, {
      open: async (committed) => {
        const handle = await fsp.open(committed ? finalPath : tmpPath, 'r');
        return handle.createReadStream({ highWaterMark: 1 << 16 });
      },
      commit: async () => {
        await fsp.mkdir(path.dirname(finalPath), { recursive: true });
        await fsp.rename(tmpPath, finalPath);
      },
      discard: (committed) => fsp.rm(committed ? finalPath : tmpPath, { force: true }),
    });
  }

  async open(blobId: string): Promise<Readable> {
    const file = this.pathOf(blobId);
    const handle = await fsp.open(file, 'r');
    return handle.createReadStream();
  }

  async probe(): Promise<void> {
    await fsp.access(this.tmpDir, fs.constants.W_OK);
  }

  async remove(blobId: string): Promise<void> {
    await fsp.rm(this.pathOf(blobId), { force: true });
  }

  async sweep(isReferenced: (blobIds: string[]) => Promise<Set<string>>, now = new Date()): Promise<{ temporary: number; orphans: number }> {
    const olderThan = (stats: fs.Stats, graceMs: number) => now.getTime() - stats.mtimeMs > graceMs;
    let temporary = 0;
    for (const instance of await fsp.readdir(this.stagingRoot)) {
      const dir = path.join(this.stagingRoot, instance);
      const own = dir === this.tmpDir;
      for (const name of await fsp.readdir(dir).catch(() => [])) {
        const file = path.join(dir, name);
        if (own || olderThan(await fsp.stat(file), FOREIGN_STAGING_GRACE_MS)) {
          await fsp.rm(file, { force: true });
          temporary++;
        }
      }
    }
    let orphans = 0;
    for (const shard of await fsp.readdir(this.root)) {
      if (shard === 'tmp') continue;
      const dir = path.join(this.root, shard);
      const ids = (await fsp.readdir(dir)).filter((name) => BLOB_ID.test(name));
      for (let i = 0; i < ids.length; i += 500) {
        const batch = ids.slice(i, i + 500);
        const referenced = await isReferenced(batch);
        for (const id of batch) {
          const file = path.join(dir, id);
          if (!referenced.has(id) && olderThan(await fsp.stat(file), ORPHAN_GRACE_MS)) {
            await fsp.rm(file, { force: true });
            orphans++;
          }
        }
      }
    }
    return { temporary, orphans };
  }
}
