import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../app';
import { SQLITE_FILE } from '../db/database';
import { freePort } from '../../test/support/free-port';
import { configuredSecrets } from './configured-secrets';
import { startTestServer, type TestServer } from './test-server';

export interface TwoInstances {
  /** The address both instances are configured with (PORTICO_PUBLIC_URL): the proxy in front of them. */
  base: string;
  a: TestServer;
  b: BuiltApp;
  stop(): Promise<void>;
}

/**
 * Two Portico instances over one database, each with its own data directory, the same configured keys and
 * secrets, behind a round-robin proxy at their public URL: consecutive requests land on alternate instances.
 * On SQLite the second instance's database file is a link to the first's (SQLite follows it, WAL included).
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${proxyPort}`;
  const secrets = await configuredSecrets();
  const a = await startTestServer({ config: { publicUrl: base, port: portA, ...secrets } });
  await a.app.listen({ port: portA, host: '127.0.0.1' });
  const dataDirB = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-test-b-'));
  if (!a.ctx.config.databaseUrl) await fsp.symlink(path.join(a.dataDir, SQLITE_FILE), path.join(dataDirB, SQLITE_FILE));
  const b = await buildApp({
    config: { dataDir: dataDirB, databaseUrl: a.ctx.config.databaseUrl, logger: false, distDir: a.ctx.config.distDir, publicUrl: base, port: portB, ...secrets },
    seed: false,
  });
  await b.app.listen({ port: portB, host: '127.0.0.1' });

  let turn = 0;
  const proxy = http.createServer((request, response) => {
    const upstream = http.request({
      host: '127.0.0.1', port: turn++ % 2 === 0 ? portA : portB, method: request.method, path: request.url, headers: request.headers,
    }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  return {
    base, a, b,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await b.close();
      await a.stop();
      await fsp.rm(dataDirB, { recursive: true, force: true });
    },
  };
}
