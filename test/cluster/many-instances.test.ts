import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { API, apiPath, authorizationHeader } from '@portico/contract/api-paths';
import { configuredSecrets } from '@portico/server/testing/configured-secrets';
import { createTestDatabase, type TestDatabase } from '@portico/server/testing/test-database';
import { openProviderSignIn, signInWithPassword } from '@portico/server/testing/provider-sign-in';
import { startRoundRobinProxy, type RoundRobinProxy } from '@portico/server/testing/round-robin-proxy';
import { DEMO_PASSWORD } from '@portico/server/seed/demo-accounts';
import { demoPdf } from '@portico/server/seed/seed-context';
import { startTestS3Server, type TestS3Server } from '../support/s3-server';
import { freePort } from '../support/free-port';

/**
 * Issue 38, the many-instances proof with real processes: PostgreSQL (scripts/postgres/cluster.mjs, or the one
 * DATABASE_URL names: `npm test` passes its own), an S3-protocol server (s3rver), two Portico servers
 * (server/main.ts) started together on an empty database with the same keys, behind a round-robin proxy.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** Two processes compiling the server with tsx, migrating and seeding, on two shared cores. */
const START_TIMEOUT_MS = 240_000;

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (its JSON log lines and the start-up banner). */
  output: string[];
  exited: Promise<number | null>;
}

let pgDir: string | undefined;
let database: TestDatabase;
let s3: TestS3Server;
let proxy: RoundRobinProxy;
let base: string;
const instances: Instance[] = [];
const dirs: string[] = [];
let a: Instance;
let b: Instance;

const tail = (instance: Instance) => instance.output.join('').split('\n').slice(-40).join('\n');

/** Polls `check` until it answers something truthy; past the deadline fails naming `what` and `detail()`. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number, detail = () => ''): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not so within ${timeoutMs / 1000} s. ${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function query<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root, env: { ...process.env, ...env, PORT: String(port), PORTICO_INSTANCE_ID: `cluster-${name}` }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance = { name, port, child, output, exited };
  instances.push(instance);
  return instance;
}

/** Up: it printed where it listens; an exit first fails with what it wrote. */
async function listening(instance: Instance): Promise<void> {
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => { exitCode = code; });
  await waitFor(`instance ${instance.name} listening on ${instance.port}`, async () => {
    if (exitCode !== undefined) throw new Error(`instance ${instance.name} exited with ${exitCode} before listening:\n${tail(instance)}`);
    return instance.output.join('').includes(`Listening on 127.0.0.1:${instance.port}`);
  }, START_TIMEOUT_MS, () => `Its output:\n${tail(instance)}`);
}

/** SIGTERM, then SIGKILL if it has not exited within 15 s. */
async function kill(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  await instance.exited;
  clearTimeout(timer);
}

beforeAll(async () => {
  let baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    pgDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-cluster-pg-'));
    const started = spawnSync(process.execPath, ['scripts/postgres/cluster.mjs', 'start', pgDir], { cwd: root, encoding: 'utf8' });
    baseUrl = /DATABASE_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
    if (started.status !== 0 || !baseUrl) {
      throw new Error(`PostgreSQL did not start (scripts/postgres/cluster.mjs exited ${started.status}):\n${started.stdout}\n${started.stderr}`);
    }
  }
  database = await createTestDatabase(baseUrl);
  s3 = await startTestS3Server();
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  base = `http://127.0.0.1:${proxyPort}`;
  const secrets = await configuredSecrets();
  const shared = {
    ...s3.env,
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    PORTICO_PUBLIC_URL: base,
    PORTICO_SIGNING_KEYS: JSON.stringify(secrets.signingKeys),
    PORTICO_IDENTITY_SECRETS: JSON.stringify(secrets.identitySecrets),
    PORTICO_DEMO_DATA: '1',
    PORTICO_SKIP_BUILD: '1',
    PORTICO_JOB_POLL_SECONDS: '0.5',
    PORTICO_SHUTDOWN_GRACE_SECONDS: '5',
  };
  const dataDir = async () => { const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-cluster-')); dirs.push(dir); return dir; };
  // Together: both find the database empty; one migrates and seeds under the start-up lock.
  a = startInstance('a', portA, { ...shared, PORTICO_DATA_DIR: await dataDir() });
  b = startInstance('b', portB, { ...shared, PORTICO_DATA_DIR: await dataDir() });
  proxy = await startRoundRobinProxy(proxyPort, [portA, portB]);
  await Promise.all([listening(a), listening(b)]);
}, START_TIMEOUT_MS + 60_000);

afterAll(async () => {
  const steps: Array<() => Promise<unknown> | undefined> = [
    ...instances.map((instance) => () => kill(instance)),
    () => proxy?.stop(),
    () => s3?.stop(),
    () => database?.drop(),
    async () => { if (pgDir) spawnSync(process.execPath, ['scripts/postgres/cluster.mjs', 'stop', pgDir], { cwd: root, stdio: 'inherit' }); },
    ...[...dirs, ...(pgDir ? [pgDir] : [])].map((dir) => () => fsp.rm(dir, { recursive: true, force: true })),
  ];
  // Every step, whatever an earlier one threw: no process, server or database is left behind.
  const failures: unknown[] = [];
  for (const step of steps) await Promise.resolve().then(step).catch((error: unknown) => failures.push(error));
  if (failures.length) throw new AggregateError(failures, 'cleaning up the cluster test');
}, 120_000);

const direct = (instance: Instance, url: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${instance.port}${url}`, init);
const bearer = (token: string) => ({ authorization: authorizationHeader(token) });

/** A sign-in token exchanged for the portal's long token on `on`. */
async function longToken(signInToken: string, on: Instance): Promise<Response> {
  return direct(on, API.longTokens, { method: 'POST', headers: { authorization: `Bearer ${signInToken}` } });
}

async function sessionFor(email: string, on: Instance): Promise<string> {
  const exchanged = await longToken(await signInWithPassword(base, email, DEMO_PASSWORD), on);
  expect(exchanged.status, `exchanging ${email}'s sign-in token on ${on.name}`).toBe(201);
  return ((await exchanged.json()) as { tokenValue: string }).tokenValue;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('two Portico processes over PostgreSQL and an S3 bucket, behind a round-robin proxy', () => {
  it('both came up on the empty database: migrated and seeded once, both ready', async () => {
    for (const instance of [a, b]) {
      const ready = await direct(instance, API.ready);
      expect(`${instance.name}: ${ready.status} ${await ready.text()}`).toBe(`${instance.name}: 200 {"status":"ready","checks":{"database":"ok","storage":"ok","queue":"ok"}}`);
    }
    const seeded = await query<{ name: string }>('select name from seed_runs');
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((row) => row.name)).size).toBe(seeded.length);
  });

  it('runs each feature\'s housekeeping (the trash purge among them) once across both instances', async () => {
    const kinds = (await query<{ kind: string }>("select kind from job_schedules where kind like 'housekeeping.%' order by kind")).map((row) => row.kind);
    expect(kinds).toContain('housekeeping.common.documents');
    const runs = () => instances.flatMap((instance) => instance.output.join('').split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      // The last line may be half written yet.
      let entry: { msg?: string; feature?: string };
      try { entry = JSON.parse(line) as typeof entry; } catch { return []; }
      return entry.msg === 'housekeeping' ? [`${entry.feature} on ${instance.name}`] : [];
    }));
    // Done: every schedule moved on a whole interval (hours), none of its jobs left, each feature's run logged.
    await waitFor('every housekeeping run claimed, worked and logged', async () => {
      const due = await query("select kind from job_schedules where kind like 'housekeeping.%' and next_run_at < $1", [new Date(Date.now() + 3600_000).toISOString()]);
      const left = await query("select kind, state from jobs where kind like 'housekeeping.%'");
      return due.length === 0 && left.length === 0 && kinds.every((kind) => runs().some((run) => run.startsWith(`${kind.slice('housekeeping.'.length)} on`)));
    }, 60_000, () => `Runs logged: ${JSON.stringify(runs())}`);
    const perFeature = kinds.map((kind) => [kind, runs().filter((run) => run.startsWith(`${kind.slice('housekeeping.'.length)} on`)).length]);
    expect(perFeature, JSON.stringify(runs())).toEqual(kinds.map((kind) => [kind, 1]));
  });

  it('signs in 10 times of 10 through the proxy; each sign-in token works once, on A or on B', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
      try {
        const signInToken = await signInWithPassword(base, 'maria@acme.example', DEMO_PASSWORD);
        const exchanged = await longToken(signInToken, first);
        const again = await longToken(signInToken, second);
        outcomes.push(`${exchanged.status} then ${again.status}`);
      } catch (error) {
        outcomes.push(`failed: ${(error as Error).message}`);
      }
    }
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => '201 then 401'));
    // The proxy did alternate: both instances served the sign-ins' requests.
    expect([...proxy.served.values()].every((n) => n >= 10), JSON.stringify([...proxy.served])).toBe(true);
  });

  it('a session made on A works on B, and a logout on A is refused on B at the next request', async () => {
    const token = await sessionFor('maria@acme.example', a);
    expect((await direct(b, API.session, { headers: bearer(token) })).status).toBe(200);
    expect((await direct(a, API.session, { method: 'DELETE', headers: bearer(token) })).status).toBe(204);
    expect((await direct(b, API.session, { headers: bearer(token) })).status).toBe(401);
  });

  it('a file uploaded through A downloads through B with the same SHA-256, from the bucket', async () => {
    const token = await sessionFor('maria@acme.example', a);
    const clients = await (await direct(a, `${API.clients}?pageSize=1`, { headers: bearer(token) })).json() as { clients: Array<{ id: string }> };
    const clientId = clients.clients[0]!.id;
    // Past the bucket's multipart part size (5 MiB), so the upload goes up in parts.
    const head = demoPdf(`cluster ${randomUUID()}`);
    const content = Buffer.concat([head, Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const boundary = `----portico${randomUUID()}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cluster.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      content, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await direct(a, apiPath('uploads', { clientId }), {
      method: 'POST', headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, body,
    });
    const uploadText = await uploaded.text();
    expect(uploaded.status, uploadText).toBe(200);
    const documentId = (JSON.parse(uploadText) as { success: Array<{ id: string }> }).success[0]!.id;

    const link = await direct(b, apiPath('downloadUrl', { clientId, documentId }), { headers: bearer(token) });
    expect(link.status).toBe(200);
    const download = await direct(b, ((await link.json()) as { url: string }).url);
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(content));
    const listed = await s3.client().send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
    expect(listed.Contents?.some((object) => object.Size === content.length), 'the file is an object of the bucket').toBe(true);
  });

  it('a rate limit counts the requests of both instances', async () => {
    const headers = { ...bearer(await sessionFor('staff@firm.example', a)), 'content-type': 'application/json' };
    const preview = (on: Instance) => direct(on, API.emulations, { method: 'POST', headers, body: JSON.stringify({ prismGuid: randomUUID() }) });
    // The preview's limit is 30 a minute (server/routes/session.ts): 15 on each instance.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await preview(i % 2 ? b : a)).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 404));
    expect((await preview(a)).status).toBe(429);
    expect((await preview(b)).status).toBe(429);
  });

  // Last: its failures also count against the test's source address.
  it('the sign-in lockout counts the failures made on both instances', async () => {
    const { browser, action } = await openProviderSignIn(base);
    const attempt = async () => (await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'carlos@multi.example', password: 'wrong password 1' }).toString(),
    })).status;
    // The account's limit is 10 failures (SIGN_IN_LIMITS): through the proxy, alternately on A and B.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await attempt());
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    expect([await attempt(), await attempt()]).toEqual([429, 429]);
  });
});
