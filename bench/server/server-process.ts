import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '@portico/test/support/free-port';
import { configuredSecrets } from '@portico/server/testing/configured-secrets';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** The key set the server signs with (production requires one configured): the bench makes sessions with it. */
  signingKeys: unknown;
  pid: number;
  /** Resident set size in bytes, from /proc. */
  rss(): number;
  /** SIGTERM, as a supervisor stops it: resolves with its exit code (0 once it drained; main.ts). */
  stop(): Promise<number | null>;
}

/**
 * Whether the server answers /api/health, on a connection of its own: fetch would pool it, and a bench that then
 * seeds synchronously for longer than the server's keep-alive gets its next request on a socket the server closed.
 */
const answersHealth = (url: string) => new Promise<boolean>((resolve) => {
  http.get(`${url}/api/health`, { agent: false }, (response) => {
    response.resume();
    resolve(response.statusCode === 200);
  }).on('error', () => resolve(false));
});

/** The real server (node --import tsx server/main.ts) in its own process, as production runs it. */
export async function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Production requires the address users open (server/config.ts): here, the one the bench calls.
  const { signingKeys, identitySecrets } = await configuredSecrets();
  const env = {
    PORT: String(port), HOST: '127.0.0.1', PORTICO_PUBLIC_URL: url, PORTICO_DATA_DIR: dataDir, PORTICO_SKIP_BUILD: '1', PORTICO_LOG: '0',
    NODE_ENV: 'production', PORTICO_DEMO_DATA: '1',
    PORTICO_SIGNING_KEYS: JSON.stringify(signingKeys), PORTICO_IDENTITY_SECRETS: JSON.stringify(identitySecrets), ...extraEnv,
  };
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (where the time went).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  // Start-up takes seconds on a quiet machine and far longer on two shared cores: wait, then fail plainly.
  for (let i = 0; ; i++) {
    if (await answersHealth(url)) break;
    if (i === 1200 || child.exitCode !== null) {
      child.kill();
      throw new Error(`the server did not start (exit code ${child.exitCode})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    signingKeys,
    pid: child.pid!,
    rss: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]) * 1024;
    },
    // Once stopped, stopping again answers the exit code it had.
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    }),
  };
}
