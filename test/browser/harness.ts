import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../support/free-port';
import { testCertificate } from '../support/test-certificate';
import { dataTemplate } from './data-templates';

export const DEMO_PASSWORD = 'Portico!demo1';
/** The shared server serves /metrics to this bearer token (test/browser/metrics.browser.ts scrapes it). */
export const METRICS_TOKEN = 'browser-suite-metrics';

/** A real Portico server process on a free loopback port with its own data directory, a copy of the seeded template. */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  variant: string;
  stop(): Promise<void>;
}

/** Whether the server answers its health check (over HTTPS, trusting the test certificate `ca`). */
function healthy(baseUrl: string, ca: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const url = `${baseUrl}/api/health`;
    const answer = (response: IncomingMessage) => { response.resume(); resolve(response.statusCode === 200); };
    const request = ca ? httpsGet(url, { ca }, answer) : httpGet(url, answer);
    request.on('error', () => resolve(false));
  });
}

async function waitForHealth(baseUrl: string, ca: string | undefined, child: ChildProcess, output: () => string): Promise<void> {
  // Two minutes: on a loaded 2-core machine, loading the server's modules alone has taken over one.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    if (await healthy(baseUrl, ca)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /api/health within 120 s:\n${output()}`);
}

/**
 * `tls`: served as a firm serves it, over HTTPS with HTTP/2, with the test certificate (which the test
 * browsers trust, test/support/chromium.ts).
 */
export interface ServerOptions {
  variant?: string;
  env?: Record<string, string>;
  tls?: boolean;
  /** The copy of the repository whose server/main.ts, dist/ and registry.json it serves; the working directory by default. */
  cwd?: string;
}

/** Ports handed to servers of this run: servers now start side by side, and a port just probed free is not taken yet. */
const portsGiven = new Set<number>();

async function unusedPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!portsGiven.has(port)) {
      portsGiven.add(port);
      return port;
    }
  }
}

/** Starts a server process now; answers once it is healthy. */
async function launchServer(options: ServerOptions): Promise<RunningServer> {
  const variant = options.variant ?? 'us';
  const cwd = options.cwd ?? process.cwd();
  const template = dataTemplate(variant, cwd);
  const port = await unusedPort();
  const dataDir = mkdtempSync(join(tmpdir(), `portico-browser-${variant}-`));
  cpSync(await template, dataDir, { recursive: true });
  const certificate = options.tls ? await testCertificate() : undefined;
  const baseUrl = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTICO_DATA_DIR: dataDir,
      PORTICO_VARIANT: variant,
      PORTICO_PUBLIC_URL: baseUrl,
      // The suite must not depend on an outside database: each server gets the embedded one.
      DATABASE_URL: '',
      // The server is its own sign-in's relying party: it calls the embedded provider at its public URL, so it
      // trusts the certificate the way a firm's own CA is trusted (NODE_EXTRA_CA_CERTS).
      ...(certificate ? { PORTICO_TLS_CERT: certificate.certFile, PORTICO_TLS_KEY: certificate.keyFile, NODE_EXTRA_CA_CERTS: certificate.certFile } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A server that never answered is stopped too, not left running after the suite.
  await waitForHealth(baseUrl, certificate?.cert, child, () => log).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl, dataDir, variant, stop };
}

/**
 * Servers started ahead of their use (prewarmServer), by what they were started with and from which copy of the
 * repository. A server takes tens of seconds to load its modules on a busy machine: the runner starts the next
 * file's servers while the current file runs, so that its startServer finds them answering. A spare is the very
 * server startServer would start (the same options, a fresh copy of the same seeded data), only started earlier.
 */
const spares = new Map<string, Array<{ owner: string; server: Promise<RunningServer> }>>();

const spareKey = (options: ServerOptions) => JSON.stringify([
  options.cwd ?? process.cwd(), options.variant ?? 'us', options.tls ?? false, Object.entries(options.env ?? {}).sort(([a], [b]) => a.localeCompare(b)),
]);

/** Starts a server as startServer(options) would, for a later startServer(options) to take; `owner`: for whom. */
export function prewarmServer(options: ServerOptions, owner: string): void {
  const server = launchServer(options);
  // A failure is the taker's to report (startServer rejects with it), not an unhandled rejection.
  server.catch(() => undefined);
  const key = spareKey(options);
  spares.set(key, [...(spares.get(key) ?? []), { owner, server }]);
}

/** Stops the spares started for `owner` (all if none named) that nobody took; answers what they were started with. */
export async function stopSpares(owner?: string): Promise<string[]> {
  const left: Array<{ key: string; server: Promise<RunningServer> }> = [];
  for (const [key, entries] of spares) {
    for (const entry of entries) if (owner === undefined || entry.owner === owner) left.push({ key, server: entry.server });
    spares.set(key, entries.filter((entry) => owner !== undefined && entry.owner !== owner));
  }
  await Promise.all(left.map(async ({ server }) => (await server.catch(() => undefined))?.stop()));
  return left.map(({ key }) => key);
}

/** A server started for this call, or the spare prewarmServer started for the same options. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const spare = spares.get(spareKey(options))?.shift();
  return spare?.server ?? launchServer(options);
}

/** Signs in through the real identity provider's page and waits until the portal shows. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|senha|wachtwoord|contraseña|mot de passe/i).fill(password);
  await page.getByRole('button', { name: /sign in|entrar|iniciar|connexion|aanmelden|continue/i }).click();
  await page.waitForURL((url) => url.origin === baseUrl && !url.pathname.startsWith('/auth') && !url.pathname.startsWith('/oidc'), {
    timeout: 30_000,
  });
}

export interface BrowserContext {
  browser: Browser;
  /** The shared `us` server. */
  baseUrl: string;
  server: RunningServer;
  /** Where screenshots and other artifacts go (test-results/browser). */
  artifactsDir: string;
  /** A further server, e.g. another variant; stopped after the file's scenarios. */
  startServer: typeof startServer;
  signIn: (page: Page, email: string, password?: string, baseUrl?: string) => Promise<void>;
  /** A named scenario: counted and reported on its own. */
  test: (name: string, fn: () => Promise<void>) => Promise<void>;
}

export type BrowserSuite = (ctx: BrowserContext) => Promise<void>;

/**
 * A *.browser.ts file may export `servers`: what its startServer calls will ask for, in order, so the runner
 * starts them while the file before it runs (prewarmServer). Only a matter of speed: a call nobody prewarmed
 * starts its server then; a server the runner started and the file did not ask for is stopped and reported.
 * Not for a server whose start depends on what the file does first (e.g. a build it makes): its Preparation may
 * prewarm that one, once it is made.
 */
export type ServerDeclaration = readonly ServerOptions[];

/**
 * A *.browser.ts file may export `prepare`: slow work its scenarios need that depends on nothing the suite does
 * (a build of its own), memoised, so that its scenarios await the very same promise. The runner starts each
 * file's, in the files' order, one at a time, in the background once Chromium and the shared server are up: the
 * files before it run meanwhile on the cores they leave idle. It must not block the event loop for long (the
 * scenarios running meanwhile share it), and it is the file's to clean up after (a failure is the file's to report).
 */
export type Preparation<T = unknown> = () => Promise<T>;
