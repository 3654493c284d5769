import path from 'node:path';
import type { ServerConfig } from '../config';
import type { BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** The configured file store: an S3-compatible bucket, or the data directory's blobs folder (the embedded default). */
export function openBlobStore(config: Pick<ServerConfig, 'dataDir' | 's3' | 'instanceId'>): BlobStore {
  return config.s3 ? S3BlobStore.connect(config.s3, config.instanceId) : new FsBlobStore(path.join(config.dataDir, 'blobs'), config.instanceId);
}
