import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { BlobTooLargeError, SNIFF_BYTES, type StagedBlob } from './blob-store';

/** Hashes, counts and keeps the head of a stream as it passes; fails past the limit. */
export class Meter extends Transform {
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

/** Where a store keeps a staged file and how it moves it: each step told whether the file was committed. */
export interface StagingMoves {
  open(committed: boolean): Promise<Readable>;
  commit(): Promise<void>;
  discard(committed: boolean): Promise<void>;
}

/** The staged file a store hands back once the stream has passed its meter. */
export function stagedBlob(blobId: string, meter: Meter, moves: StagingMoves): StagedBlob {
  let committed = false;
  return {
    blobId,
    size: meter.size,
    sha256: meter.hash.digest('hex'),
    head: meter.head(),
    open: () => moves.open(committed),
    commit: async () => {
      await moves.commit();
      committed = true;
    },
    discard: () => moves.discard(committed),
  };
}
