import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, SNIFF_BYTES, type BlobStore, type StagedBlob } from './blob-store';

const BLOB_ID = /^[0-9a-f-]{36}$/;

/** Hashes, counts and keeps the head of a stream as it passes; fails past the limit. */
class Meter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  private headChunks: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly limitBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limitBytes) return done(new BlobTooLargeError(this.limitBytes));
    this.hash.update(chunk);
    if (this.headSize < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.headSize);
      this.headChunks.push(Buffer.from(part));
      this.headSize += part.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}

/** Blobs under <root>/<aa>/<uuid>; staging under <root>/tmp, renamed into place on commit. */
export class FsBlobStore implements BlobStore {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
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
    // flush: fsync before the stream reports completion, so an acknowledged upload survives a crash.
    const sink = fs.createWriteStream(tmpPath, { flags: 'wx', flush: true, highWaterMark: 1 << 20 });
    try {
      await pipeline(source, meter, sink);
    } catch (error) {
      // A pipeline can fail before the file is even open (a limit of 0 fails on the first chunk); the
      // open still completes and creates the file, so remove it only once the stream has closed.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fsp.rm(tmpPath, { force: true });
      throw error;
    }
    const finalPath = this.pathOf(blobId);
    let committed = false;
    return {
      blobId,
      size: meter.size,
      sha256: meter.hash.digest('hex'),
      head: meter.head(),
      open: async () => {
        const handle = await fsp.open(committed ? finalPath : tmpPath, 'r');
        return handle.createReadStream({ highWaterMark: 1 << 16 });
      },
      commit: async () => {
        await fsp.mkdir(path.dirname(finalPath), { recursive: true });
        await fsp.rename(tmpPath, finalPath);
        committed = true;
      },
      discard: async () => {
        await fsp.rm(committed ? finalPath : tmpPath, { force: true });
      },
    };
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

  async sweep(isReferenced: (blobIds: string[]) => Promise<Set<string>>): Promise<{ temporary: number; orphans: number }> {
    const leftovers = await fsp.readdir(this.tmpDir);
    await Promise.all(leftovers.map((name) => fsp.rm(path.join(this.tmpDir, name), { force: true })));
    let orphans = 0;
    for (const shard of await fsp.readdir(this.root)) {
      if (shard === 'tmp') continue;
      const dir = path.join(this.root, shard);
      const ids = (await fsp.readdir(dir)).filter((name) => BLOB_ID.test(name));
      for (let i = 0; i < ids.length; i += 500) {
        const batch = ids.slice(i, i + 500);
        const referenced = await isReferenced(batch);
        for (const id of batch) {
          if (!referenced.has(id)) {
            await fsp.rm(path.join(dir, id), { force: true });
            orphans++;
          }
        }
      }
    }
    return { temporary: leftovers.length, orphans };
  }
}
