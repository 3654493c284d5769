import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { apiPath, API, authorizationHeader } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { createTestData, type DatabaseHandle, freePort, loadOrCreateSigningKeys, openDatabase, SessionService, type TestData } from '@portico/plugin-server/testing';
import { documentsDb } from './tables';

const root = path.resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let port: number;
let data: TestData;
let child: ChildProcess | undefined;

async function startServer(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTICO_DATA_DIR: dataDir, PORTICO_SKIP_BUILD: '1', PORTICO_LOG: '0', DATABASE_URL: data.databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A minute, as the browser suite's servers get: a loaded CI machine takes a while to load the server's modules.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${API.health}`);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const blobDir = () => path.join(dataDir, 'blobs');
/** Staged files of every instance (blobs/tmp/<instance>/…). */
const stagingFiles = () => (fs.existsSync(path.join(blobDir(), 'tmp'))
  ? fs.readdirSync(path.join(blobDir(), 'tmp'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name)
  : []);
const blobFiles = () => fs.readdirSync(blobDir()).filter((d) => d !== 'tmp')
  .flatMap((d) => fs.readdirSync(path.join(blobDir(), d)).map((f) => path.join(blobDir(), d, f)));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  // The demo data already seeded (the run's template): the child server starts as on an installed portal.
  data = await createTestData();
  ({ dataDir } = data);
  port = await freePort();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await data.remove();
});

describe('crash during upload', () => {
  it('leaves no partial file and no orphan row after SIGKILL; acknowledged uploads survive intact', { timeout: 90_000 }, async () => {
    await startServer();
    let database: DatabaseHandle = openDatabase({ dataDir, databaseUrl: data.databaseUrl });
    const keys = await loadOrCreateSigningKeys(dataDir);
    const maria = await database.db.selectFrom('users').select('id').where('email', '=', 'maria@acme.example').executeTakeFirstOrThrow();
    const [client] = await database.db.selectFrom('userClients').select('clientId').where('userId', '=', maria.id).execute();
    const { token } = await new SessionService(database.db, keys, 3600, 60).create(maria.id);
    const uploadUrl = `http://127.0.0.1:${port}${apiPath('uploads', { clientId: client!.clientId })}`;

    // Acknowledged uploads before the crash.
    const acknowledged = new Map<string, string>();
    for (let i = 0; i < 3; i++) {
      const content = Buffer.concat([demoPdf(`ack ${i}`), Buffer.alloc(100_000 * (i + 1), i)]);
      const form = new FormData();
      form.append('file', new Blob([content]), `ack-${i}.pdf`);
      const res = await fetch(uploadUrl, { method: 'POST', body: form, headers: { authorization: authorizationHeader(token) } });
      expect(res.status).toBe(200);
      const [doc] = (await res.json()).success;
      acknowledged.set(doc.id, sha256(content));
    }

    // A large upload streamed slowly; the server is killed while it is being written to staging.
    const boundary = 'crashboundary';
    const req = http.request(uploadUrl, {
      method: 'POST',
      headers: { authorization: authorizationHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    req.on('error', () => { /* the server dies mid-request */ });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    req.write(demoPdf('huge'));
    const chunk = Buffer.alloc(256 * 1024, 7);
    for (let i = 0; i < 200 && stagingFiles().length === 0; i++) {
      req.write(chunk);
      await new Promise((r) => setTimeout(r, 20));
    }
    for (let i = 0; i < 8; i++) req.write(chunk);
    await new Promise((r) => setTimeout(r, 300));
    expect(stagingFiles().length).toBe(1);
    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    req.destroy();
    await database.close();

    await startServer();
    database = openDatabase({ dataDir, databaseUrl: data.databaseUrl });
    try {
      expect(stagingFiles()).toEqual([]);
      const rows = await documentsDb(database.db).selectFrom('documents').select(['id', 'name', 'blobId', 'sha256']).execute();
      expect(rows.some((r) => r.name === 'huge.pdf')).toBe(false);
      // Every row has its blob with the recorded hash, and every blob has its row.
      const files = blobFiles();
      expect(files.map((f) => path.basename(f)).sort()).toEqual(rows.map((r) => r.blobId).sort());
      for (const row of rows) {
        const file = files.find((f) => path.basename(f) === row.blobId)!;
        expect(sha256(fs.readFileSync(file))).toBe(row.sha256);
      }
      for (const [id, hash] of acknowledged) {
        expect(rows.find((r) => r.id === id)?.sha256).toBe(hash);
      }
    } finally {
      await database.close();
      child!.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
  });
});
