import type { Readable } from 'node:stream';

/** Raised while staging when the stream passes the byte limit; the staged bytes are already gone. */
export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The file is larger than ${limitBytes} bytes`);
  }
}

/** Bytes received and hashed but not yet visible; commit() makes them permanent under blobId. */
export interface StagedBlob {
  readonly blobId: string;
  readonly size: number;
  readonly sha256: string;
  /** The first bytes, for content sniffing. */
  readonly head: Buffer;
  /** Reads the staged bytes again, e.g. to inspect a whole file before it is committed. */
  open(): Promise<Readable>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Where document bytes live, under generated ids (never the client's file name).
 * The filesystem store is the default; an S3-compatible store implements the same contract
 * (stage = multipart upload to a temporary key, commit = copy/complete to the final key).
 */
export interface BlobStore {
  stage(source: Readable, limitBytes: number): Promise<StagedBlob>;
  open(blobId: string): Promise<Readable>;
  remove(blobId: string): Promise<void>;
  /** Rejects when the store cannot take a new file now (its folder gone or read-only, the bucket unreachable). */
  probe(): Promise<void>;
  /**
   * At start-up: removes this instance's staging leftovers (a crash's), other instances' older than
   * FOREIGN_STAGING_GRACE_MS (an instance that never came back), and committed blobs that no database row
   * references once older than ORPHAN_GRACE_MS (younger ones may be another instance's upload between its
   * commit and its row).
   */
  sweep(isReferenced: (blobIds: string[]) => Promise<Set<string>>, now?: Date): Promise<{ temporary: number; orphans: number }>;
}

export const SNIFF_BYTES = 64 * 1024;

/** Far longer than any upload may take (PORTICO_UPLOAD_TIMEOUT_MS is minutes). */
export const FOREIGN_STAGING_GRACE_MS = 24 * 60 * 60 * 1000;
/** Far longer than an upload takes from its commit to its row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** Where staged bytes of one instance live, so that instances sharing a store never remove each other's uploads. */
export const safeInstanceId = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, '_');
