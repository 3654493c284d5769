import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../app';
import { SQLITE_FILE } from '../db/database';
import { freePort } from '../../test/support/free-port';
import { configuredSecrets } from './configured-secrets';
import { startTestServer, type TestServer } from './test-server';
import { startRoundRobinProxy } from './round-robin-proxy';

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

  const proxy = await startRoundRobinProxy(proxyPort, [portA, portB]);
  return {
    base, a, b,
    stop: async () => {
      await proxy.stop();
      await b.close();
      await a.stop();
      await fsp.rm(dataDirB, { recursive: true, force: true });
    },
  };
}
