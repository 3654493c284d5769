import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { API, apiPath, authorizationHeader } from '@portico/contract/api-paths';
import { openDatabase } from '@portico/server/db/database';
import { SessionService } from '@portico/server/auth/session-service';
import { loadOrCreateSigningKeys } from '@portico/server/auth/signing-key';
import { createTestData, type TestData } from '@portico/server/testing/test-data';
import { demoPdf } from '@portico/server/seed/seed-context';

/** The real server (server/main.ts) in a child process, stopped by signals as a supervisor stops it. */
const root = path.resolve(import.meta.dirname, '../..');
const UPLOAD_BYTES = 12 * 1024 * 1024;
const CHUNK = 256 * 1024;
let dataDir: string;
let data: TestData;
const children: ChildProcess[] = [];

interface Running { child: ChildProcess; port: number; exited: Promise<number | null> }

/** PORT=0: the port the server picked is read from the line it prints. */
async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PORTICO_DATA_DIR: dataDir, PORTICO_SKIP_BUILD: '1', PORTICO_LOG: '0', DATABASE_URL: data.databaseUrl ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (data) => {
      output += data;
      const listening = /Listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return { child, port, exited };
}

async function signIn(): Promise<{ token: string; clientId: string }> {
  const database = openDatabase({ dataDir, databaseUrl: data.databaseUrl });
  try {
    const maria = await database.db.selectFrom('users').select('id').where('email', '=', 'maria@acme.example').executeTakeFirstOrThrow();
    const { clientId } = await database.db.selectFrom('userClients').select('clientId').where('userId', '=', maria.id).executeTakeFirstOrThrow();
    const { token } = await new SessionService(database.db, await loadOrCreateSigningKeys(dataDir), 3600, 60).create(maria.id);
    return { token, clientId };
  } finally {
    await database.close();
  }
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(false); });
  socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Upload {
  request: http.ClientRequest;
  answer: Promise<{ status: number; connection: string | undefined; body: string }>;
  /** Sends `count` chunks of the file, one every 20 ms. */
  send(count: number): Promise<void>;
  finish(): void;
}

/** A 12 MiB multipart upload whose body the test streams by hand, on the given agent's connection. */
function startUpload(port: number, clientId: string, token: string, agent: http.Agent): Upload {
  const boundary = 'drainboundary';
  const head = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drain.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    demoPdf('drain'),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`http://127.0.0.1:${port}${apiPath('uploads', { clientId })}`, {
    method: 'POST',
    agent,
    headers: {
      authorization: authorizationHeader(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + UPLOAD_BYTES + tail.length,
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (d) => (body += d)).once('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    });
  });
  answer.catch(() => { /* awaited by the test that expects it */ });
  request.write(head);
  return {
    request,
    answer,
    send: async (count) => {
      for (let i = 0; i < count; i++) {
        request.write(Buffer.alloc(CHUNK, i % 251));
        await pause(20);
      }
    },
    finish: () => request.end(tail),
  };
}

beforeAll(async () => {
  // The demo data already seeded (the run's template): the child server starts as on an installed portal.
  data = await createTestData();
  ({ dataDir } = data);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await data.remove();
});

describe('SIGTERM drains the server', () => {
  it('lets an upload in flight on a kept-alive connection finish and be stored, refuses new connections, exits 0', { timeout: 120_000 }, async () => {
    const server = await startServer();
    const { token, clientId } = await signIn();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A first request leaves the connection open for the upload to reuse.
    await new Promise<void>((resolve, reject) => {
      http.get(`http://127.0.0.1:${server.port}${API.health}`, { agent }, (res) => res.resume().once('end', resolve)).once('error', reject);
    });

    const upload = startUpload(server.port, clientId, token, agent);
    await upload.send(16);
    expect(upload.request.reusedSocket).toBe(true);
    server.child.kill('SIGTERM');
    let closedToNewcomers = false;
    for (let i = 0; i < 100 && !closedToNewcomers; i++) {
      closedToNewcomers = await refused(server.port);
      if (!closedToNewcomers) await pause(50);
    }
    expect(closedToNewcomers).toBe(true);
    await upload.send(UPLOAD_BYTES / CHUNK - 16);
    upload.finish();

    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    // The answer tells the client not to reuse the connection: it ends with the server.
    expect(answer.connection).toBe('close');
    const [stored] = (JSON.parse(answer.body) as { success: { id: string; name: string; size: number; parent: { id: string } }[] }).success;
    expect(stored).toMatchObject({ name: 'drain.pdf', size: demoPdf('drain').length + UPLOAD_BYTES });
    expect(await server.exited).toBe(0);
    agent.destroy();

    // Started again on the same data, the server lists the document.
    const again = await startServer();
    try {
      const list = await fetch(`http://127.0.0.1:${again.port}${apiPath('containerDocuments', { clientId, containerId: stored!.parent.id })}`, {
        headers: { authorization: authorizationHeader(token) },
      });
      expect(list.status).toBe(200);
      const { documents } = await list.json() as { documents: { id: string; size: number }[] };
      expect(documents.find((d) => d.id === stored!.id)?.size).toBe(stored!.size);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  });

  it('cuts what is still open when the grace period is over and exits 1', { timeout: 60_000 }, async () => {
    const server = await startServer({ PORTICO_SHUTDOWN_GRACE_SECONDS: '1' });
    const { token, clientId } = await signIn();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const upload = startUpload(server.port, clientId, token, agent);
    await upload.send(4);
    server.child.kill('SIGTERM');
    // The sender stalls: its upload cannot finish within a second.
    await expect(upload.answer).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(await server.exited).toBe(1);
    agent.destroy();
  });
});
