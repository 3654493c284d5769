import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { startTestS3Server, type TestS3Server } from '../../test/support/s3-server';
import { BlobTooLargeError, FOREIGN_STAGING_GRACE_MS, ORPHAN_GRACE_MS, type BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const later = (ms: number) => new Date(Date.now() + ms + 60_000);
const nothingReferenced = async () => new Set<string>();

interface StoreKind {
  /** An instance's view of one shared store. */
  open(instanceId: string): BlobStore;
  stop(): Promise<void>;
}

const kinds: Array<{ where: string; makeKind: () => Promise<StoreKind> }> = [
  {
    where: 'a folder two instances share',
    makeKind: async () => {
      const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-blobs-'));
      return { open: (id) => new FsBlobStore(root, id), stop: () => fsp.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    where: 'an S3-protocol bucket two instances share',
    makeKind: async () => {
      const s3: TestS3Server = await startTestS3Server();
      return { open: (id) => new S3BlobStore(s3.client(), s3.settings, id), stop: () => s3.stop() };
    },
  },
];

describe.each(kinds)('blobs in $where', ({ makeKind }) => {
  let kind: StoreKind;
  let a: BlobStore;
  let b: BlobStore;
  beforeAll(async () => {
    kind = await makeKind();
    a = kind.open('instance-a');
    b = kind.open('instance-b');
  });
  afterAll(async () => { await kind.stop(); });

  it('stages, commits and reads back a large file byte for byte, from the other instance too', async () => {
    const bytes = randomBytes(20 * 1024 * 1024 + 123);
    const staged = await a.stage(Readable.from([bytes.subarray(0, 7_000_000), bytes.subarray(7_000_000)]), bytes.length);
    expect(staged).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
    expect(staged.head.equals(bytes.subarray(0, 64 * 1024))).toBe(true);
    expect(sha256(await buffer(await staged.open()))).toBe(sha256(bytes));
    await staged.commit();
    expect(sha256(await buffer(await b.open(staged.blobId)))).toBe(sha256(bytes));
    await b.remove(staged.blobId);
    await expect(a.open(staged.blobId).then(buffer)).rejects.toThrow();
  });

  it('refuses a file past the limit and keeps nothing of it', async () => {
    await expect(a.stage(Readable.from([randomBytes(1000), randomBytes(1000)]), 1500)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await a.sweep(nothingReferenced)).toEqual({ temporary: 0, orphans: 0 });
  });

  it("clears its own staging leftovers at start, never another instance's upload in progress, and old orphans only", async () => {
    const own = await a.stage(Readable.from([Buffer.from('mine, the crash left it')]), 100);
    const others = await b.stage(Readable.from([Buffer.from('b is still receiving it')]), 100);
    const committed = await b.stage(Readable.from([Buffer.from('committed, its row on its way')]), 100);
    await committed.commit();

    expect(await a.sweep(nothingReferenced)).toEqual({ temporary: 1, orphans: 0 });
    await expect(own.open().then(buffer)).rejects.toThrow();
    expect((await buffer(await others.open())).toString()).toBe('b is still receiving it');
    expect((await buffer(await b.open(committed.blobId))).toString()).toBe('committed, its row on its way');

    // A day on, b never came back: its leftover goes; an unreferenced blob goes after the orphan grace.
    expect(await a.sweep(async (ids) => new Set(ids), later(FOREIGN_STAGING_GRACE_MS))).toEqual({ temporary: 1, orphans: 0 });
    expect(await a.sweep(nothingReferenced, later(ORPHAN_GRACE_MS))).toEqual({ temporary: 0, orphans: 1 });
    await expect(b.open(committed.blobId).then(buffer)).rejects.toThrow();
  });

  it('answers the readiness probe', async () => {
    await expect(a.probe()).resolves.toBeUndefined();
  });
});
