import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the three calls below are its documented API.
import S3rver from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../server/storage/s3-blob-store';

export interface TestS3Server {
  settings: S3Settings;
  /** Credentials s3rver accepts, in the variables the AWS SDK reads (for a server process's environment). */
  env: Record<string, string>;
  client(): S3Client;
  stop(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-protocol server (s3rver) on a free loopback port, with one empty bucket, its files in a temporary folder. */
export async function startTestS3Server(bucket = 'portico'): Promise<TestS3Server> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  const settings: S3Settings = { bucket, prefix: '', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true };
  return {
    settings,
    env: {
      PORTICO_S3_BUCKET: bucket, PORTICO_S3_ENDPOINT: settings.endpoint!, PORTICO_S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    client: () => new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: CREDENTIALS }),
    stop: async () => {
      await server.close();
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
