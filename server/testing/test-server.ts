import fs from 'node:fs';
import path from 'node:path';
import { authorizationHeader } from '@portico/contract/api-paths';
import { buildApp, type BuildOptions, type BuiltApp } from '../app';
import type { SessionOptions } from '../auth/session-service';
import { freePort } from '../../test/support/free-port';
import { createTestData } from './test-data';

export interface TestServer extends BuiltApp {
  dataDir: string;
  userId(email: string): Promise<string>;
  /** A live session token for a demo user. */
  tokenFor(email: string, options?: SessionOptions): Promise<string>;
  headersFor(email: string, options?: SessionOptions): Promise<Record<string, string>>;
  clientIdsOf(email: string): Promise<string[]>;
  /** Files in the blob store: committed blobs and staging leftovers. */
  storedFiles(): { blobs: string[]; staging: string[] };
  stop(): Promise<void>;
}

/**
 * A fresh server per test file on its own data (server/testing/test-data.ts). `features` serves only those of
 * the variant's features, for a file that tests one: the others' routes are not registered (buildApp).
 */
export async function startTestServer(options: BuildOptions = {}): Promise<TestServer> {
  const data = await createTestData(options);
  const { dataDir } = data;
  const built = await buildApp({
    ...options,
    config: { dataDir, databaseUrl: data.databaseUrl, logger: false, distDir: path.join(dataDir, 'dist'), ...options.config },
  }).catch(async (error: unknown) => {
    await data.remove();
    throw error;
  });
  const { db } = built.ctx;
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const tokenFor = async (email: string, sessionOptions?: SessionOptions) =>
    (await built.ctx.sessions.create(await userId(email), sessionOptions)).token;
  const walk = (dir: string): string[] => fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
  return {
    ...built,
    dataDir,
    userId,
    tokenFor,
    headersFor: async (email, sessionOptions) => ({ authorization: authorizationHeader(await tokenFor(email, sessionOptions)) }),
    clientIdsOf: async (email) => (await db.selectFrom('userClients as uc').innerJoin('clients as c', 'c.id', 'uc.clientId')
      .select('c.id').where('uc.userId', '=', await userId(email)).orderBy('c.name').execute()).map((r) => r.id),
    storedFiles: () => {
      const root = path.join(dataDir, 'blobs');
      const staging = walk(path.join(root, 'tmp'));
      return { blobs: walk(root).filter((f) => !staging.includes(f)), staging };
    },
    stop: async () => {
      await built.close();
      await data.remove();
    },
  };
}

/**
 * A seeded test server listening on a free loopback port that is also its public URL, as the identity provider's
 * redirects and the sign-in pages need.
 */
export async function startListeningTestServer(): Promise<{ server: TestServer; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startTestServer({ config: { publicUrl: base, port } });
  await server.app.listen({ port, host: '127.0.0.1' });
  return { server, base };
}

/** A multipart/form-data body with one part per file, as a browser sends it. */
export function multipartBody(files: Array<{ name: string; content: Buffer; type?: string }>) {
  const boundary = `----portico${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\n`
      + `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`), f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
