import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import type { S3Client, _Object } from '@aws-sdk/client-s3';
import { FOREIGN_STAGING_GRACE_MS, ORPHAN_GRACE_MS, safeInstanceId, type BlobStore, type StagedBlob } from './blob-store';
import { Meter, stagedBlob } from './meter';

/**
 * The AWS SDK, loaded when a bucket store is first opened: a server on the data directory's folder never loads it
 * (a quarter of a second of CPU at every start otherwise).
 */
const load = createRequire(import.meta.url);
const sdk = () => load('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
const storage = () => load('@aws-sdk/lib-storage') as typeof import('@aws-sdk/lib-storage');

export interface S3Settings {
  bucket: string;
  /** Keys start with it (e.g. "portico/"), so one bucket may hold other things. */
  prefix: string;
  /** For MinIO, Ceph RGW, R2 or a test server; AWS itself needs none. */
  endpoint: string | undefined;
  region: string;
  /** Bucket in the path rather than the host name (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

const BLOB_ID = /^[0-9a-f-]{36}$/;
/** Multipart parts of 8 MiB, four in flight: bounded memory per upload whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

/**
 * Blobs in an S3-compatible bucket under <prefix>blobs/<aa>/<uuid>; staging under <prefix>staging/<instance>/<uuid>
 * (a multipart upload, so a large file never sits in memory), copied into place on commit. Credentials come from
 * the AWS SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export class S3BlobStore implements BlobStore {
  private readonly stagingRoot: string;
  private readonly stagingPrefix: string;
  private readonly blobsPrefix: string;

  constructor(private readonly client: S3Client, private readonly settings: Pick<S3Settings, 'bucket' | 'prefix'>, instanceId: string) {
    this.stagingRoot = `${settings.prefix}staging/`;
    this.stagingPrefix = `${this.stagingRoot}${safeInstanceId(instanceId)}/`;
    this.blobsPrefix = `${settings.prefix}blobs/`;
  }

  static connect(settings: S3Settings, instanceId: string): S3BlobStore {
    const client = new (sdk().S3Client)({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: settings.forcePathStyle });
    return new S3BlobStore(client, settings, instanceId);
  }

  private keyOf(blobId: string): string {
    if (!BLOB_ID.test(blobId)) throw new Error(`Invalid blob id ${blobId}`);
    return `${this.blobsPrefix}${blobId.slice(0, 2)}/${blobId}`;
  }

  async stage(source: Readable, limitBytes: number): Promise<StagedBlob> {
    const blobId = randomUUID();
    const stagingKey = `${this.stagingPrefix}${blobId}`;
    const meter = new Meter(limitBytes);
    const body = new PassThrough({ highWaterMark: 1 << 20 });
    const upload = new (storage().Upload)({
      client: this.client, partSize: PART_SIZE, queueSize: QUEUE_SIZE, leavePartsOnError: false,
      params: { Bucket: this.settings.bucket, Key: stagingKey, Body: body },
    });
    const uploaded = upload.done();
    try {
      await Promise.all([pipeline(source, meter, body), uploaded]);
    } catch (error) {
      // Over the limit or the client gone: the multipart upload is aborted, nothing stays staged.
      await upload.abort().catch(() => undefined);
      await uploaded.catch(() => undefined);
      await this.delete(stagingKey);
      throw error;
    }
    const finalKey = this.keyOf(blobId);
    return stagedBlob(blobId, meter, {
      open: (committed) => this.read(committed ? finalKey : stagingKey),
      commit: async () => {
        await this.client.send(new (sdk().CopyObjectCommand)({
          Bucket: this.settings.bucket, Key: finalKey, CopySource: `${this.settings.bucket}/${encodeURI(stagingKey)}`,
        }));
        await this.delete(stagingKey);
      },
      discard: (committed) => this.delete(committed ? finalKey : stagingKey),
    });
  }

  open(blobId: string): Promise<Readable> {
    return this.read(this.keyOf(blobId));
  }

  async probe(): Promise<void> {
    await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.settings.bucket }));
  }

  async remove(blobId: string): Promise<void> {
    await this.delete(this.keyOf(blobId));
  }

  async sweep(isReferenced: (blobIds: string[]) => Promise<Set<string>>, now = new Date()): Promise<{ temporary: number; orphans: number }> {
    const olderThan = (object: _Object, graceMs: number) => now.getTime() - (object.LastModified?.getTime() ?? 0) > graceMs;
    let temporary = 0;
    for await (const page of this.list(this.stagingRoot)) {
      for (const object of page) {
        if (object.Key!.startsWith(this.stagingPrefix) || olderThan(object, FOREIGN_STAGING_GRACE_MS)) {
          await this.delete(object.Key!);
          temporary++;
        }
      }
    }
    let orphans = 0;
    for await (const page of this.list(this.blobsPrefix)) {
      const byId = new Map(page.map((object) => [object.Key!.slice(object.Key!.lastIndexOf('/') + 1), object]));
      const referenced = await isReferenced([...byId.keys()].filter((id) => BLOB_ID.test(id)));
      for (const [id, object] of byId) {
        if (!referenced.has(id) && olderThan(object, ORPHAN_GRACE_MS)) {
          await this.delete(object.Key!);
          orphans++;
        }
      }
    }
    return { temporary, orphans };
  }

  private async read(key: string): Promise<Readable> {
    const answer = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.settings.bucket, Key: key }));
    return answer.Body as Readable;
  }

  private async delete(key: string): Promise<void> {
    await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.settings.bucket, Key: key }));
  }

  /** Pages of up to 1000 objects under a prefix. */
  private async *list(prefix: string): AsyncGenerator<_Object[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new (sdk().ListObjectsV2Command)({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      yield page.Contents ?? [];
      token = page.NextContinuationToken;
    } while (token);
  }
}
