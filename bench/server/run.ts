import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { API, apiPath, authorizationHeader, fillPath } from '@portico/contract/api-paths';
import { openDatabase } from '@portico/server/db/database';
import { signingKeysOf } from '@portico/server/auth/signing-key';
import { SessionService } from '@portico/server/auth/session-service';
import { demoPdf } from '@portico/server/seed/seed-context';
import { documentsDb } from '../../plugins/common/documents/server/tables';
import { withFolded } from '../../plugins/common/documents/server/name-folded';
import { boxeDb } from '../../plugins/br/boxe/server/tables';
import { BOXE_API, type BoxeDocumentPage } from '../../plugins/br/boxe/contract';
import { fillStore } from '../boxe/generate';
import { startServerProcess } from './server-process';

/**
 * Server benchmark, on the real server (br variant, SQLite) in its own process: under CONNECTIONS connections
 * for DURATION seconds each (autocannon, loopback, its 10 s timeout), the documents list of a 10,000-document
 * folder and a page of a 10,000-document Box-E store, beside /api/health measured in the same run; then a
 * 500 MB streaming upload beside a plain file-stream copy and one synced to disk, with the server's RSS growth.
 * Budgets: each list with 0 errors, 0 timeouts and p99 < 1000 ms; the documents list >= 0.3x health req/s;
 * upload >= 0.5x the synced copy's MB/s; RSS growth < 64 MB; the server, stopped by SIGTERM, exits 0 (it drained). BENCH_DURATION=10 for a quick
 * try (default 60).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = 200;
const DOCUMENTS = 10_000;
const BOXE_DOCUMENTS = Number(process.env.BOXE_COUNT ?? 10_000);
const P99_BUDGET_MS = 1000;
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-bench-'));
const server = await startServerProcess(dataDir, { PORTICO_VARIANT: 'br' });
const database = openDatabase({ dataDir });
let failed = false;
const budget = (name: string, ok: boolean) => {
  if (!ok) failed = true;
  console.log(`  budget: ${name} ... ${ok ? 'OK' : 'MISSED'}`);
};

try {
  const { db } = database;
  const keys = await signingKeysOf({ signingKeys: server.signingKeys, production: true, dataDir });
  const sessions = new SessionService(db, keys, 3600, 60);
  const signIn = async (email: string) => {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const { token } = await sessions.create(user.id);
    return { userId: user.id, headers: { authorization: authorizationHeader(token) } };
  };
  const maria = await signIn('maria@acme.example');
  const { clientId } = await db.selectFrom('userClients').select('clientId').where('userId', '=', maria.userId).executeTakeFirstOrThrow();
  const headers = maria.headers;

  // A folder of 10,000 document rows (the list reads rows only).
  const folderId = crypto.randomUUID();
  const now = new Date().toISOString();
  await documentsDb(db).insertInto('containers').values({ id: folderId, clientId, parentId: null, name: 'Bench', type: 'folder', canCreate: 0, canDelete: 0, createdAt: now }).execute();
  for (let i = 0; i < DOCUMENTS; i += 500) {
    await documentsDb(db).insertInto('documents').values(Array.from({ length: 500 }, (_, j) => withFolded({
      id: crypto.randomUUID(), clientId, containerId: folderId, name: `Statement ${String(i + j).padStart(5, '0')}.pdf`,
      size: 1000 + j, mimeType: 'application/pdf', sha256: '0'.repeat(64), blobId: crypto.randomUUID(), uploadedBy: maria.userId,
      uploadedByStaff: 0, createdAt: now, modifiedAt: now, deletedAt: null,
    }))).execute();
  }
  const listUrl = `${server.url}${apiPath('containerDocuments', { clientId, containerId: folderId })}`;
  const first = await (await fetch(`${listUrl}?includeTotal=true`, { headers })).json() as { total: number; documents: unknown[] };
  console.log(`documents list: folder of ${first.total} documents, default page of ${first.documents.length}`);

  // joao's first company with Box-E on, its NF-e store filled with generated documents.
  const joao = await signIn('joao@contabil.example');
  const boxeClient = await boxeDb(db).selectFrom('brBoxeClients as b').innerJoin('userClients as u', 'u.clientId', 'b.clientId')
    .select('b.clientId').where('u.userId', '=', joao.userId).where('b.lastToggle', '=', 1).orderBy('b.clientId').executeTakeFirstOrThrow();
  fillStore(path.join(dataDir, 'portico.sqlite'), boxeClient.clientId, 'nfe', BOXE_DOCUMENTS);
  const boxeUrl = `${server.url}${fillPath(BOXE_API.boxeDocuments, { clientId: boxeClient.clientId, kind: 'nfe' })}`;
  const boxeFirst = await (await fetch(boxeUrl, { headers: joao.headers })).json() as BoxeDocumentPage;
  console.log(`Box-E store page: ${boxeFirst.totalItems} NF-e in the store, page of ${boxeFirst.items.length}`);

  const run = (url: string, requestHeaders: Record<string, string>) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: requestHeaders });
  console.log(`${CONNECTIONS} connections, ${DURATION} s each, one after another (loopback; autocannon in this process):`);
  console.log('                            req/s     p50      p99      max   non-2xx  errors  timeouts');
  const show = (name: string, r: LoadResult) => console.log(`  ${name.padEnd(24)}${r.requests.average.toFixed(0).padStart(7)}${`${r.latency.p50} ms`.padStart(8)}${`${r.latency.p99} ms`.padStart(9)}${`${r.latency.max} ms`.padStart(9)}${String(r.non2xx).padStart(9)}${String(r.errors).padStart(8)}${String(r.timeouts).padStart(10)}`);
  const health = await run(`${server.url}${API.health}`, headers);
  show('GET /api/health', health);
  const list = await run(listUrl, headers);
  show('GET folder documents', list);
  const boxe = await run(boxeUrl, joao.headers);
  show('GET Box-E store page', boxe);
  const underLoad = (name: string, r: LoadResult) => budget(
    `${name} under ${CONNECTIONS} connections: 0 errors (${r.errors + r.non2xx}), 0 timeouts (${r.timeouts}), p99 < ${P99_BUDGET_MS} ms (${r.latency.p99} ms)`,
    r.errors === 0 && r.non2xx === 0 && r.timeouts === 0 && r.latency.p99 < P99_BUDGET_MS,
  );
  underLoad('documents list', list);
  underLoad('Box-E store page', boxe);
  const ratio = list.requests.average / health.requests.average;
  budget(`documents list req/s >= 0.3x /api/health (${ratio.toFixed(2)}x)`, ratio >= 0.3);

  // 500 MB upload beside a plain copy of the same bytes.
  const source = path.join(dataDir, 'upload.pdf');
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i += 32) createHash('sha256').update(String(i)).digest().copy(block, i);
  const out = fs.createWriteStream(source);
  out.write(demoPdf('bench'));
  for (let i = 0; i < UPLOAD_MB; i++) if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((r) => out.end(() => r()));
  const bytes = fs.statSync(source).size;
  const mb = bytes / 1024 / 1024;

  // Two references: a plain copy (done once the page cache holds it) and a durable one (synced to disk at the
  // end), since the upload answers only once its file is synced: the budget compares like with like.
  const copy = async (durable: boolean) => {
    const target = path.join(dataDir, 'copy.pdf');
    const started = performance.now();
    await pipeline(fs.createReadStream(source), fs.createWriteStream(target));
    if (durable) {
      const handle = await fsp.open(target, 'r+');
      await handle.sync();
      await handle.close();
    }
    const mbs = mb / ((performance.now() - started) / 1000);
    await fsp.rm(target);
    return mbs;
  };
  const copyMbs = await copy(false);
  const durableCopyMbs = await copy(true);
  let t: number;

  const boundary = 'benchboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const rssBefore = server.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, server.rss()); }, 25);
  t = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${server.url}${apiPath('uploads', { clientId })}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
    }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
    req.on('error', reject);
    req.write(head);
    const file = fs.createReadStream(source);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
  const uploadMbs = mb / ((performance.now() - t) / 1000);
  clearInterval(sampler);
  if (status !== 200) throw new Error(`upload answered ${status}`);
  const growth = (rssPeak - rssBefore) / 1024 / 1024;
  const uploadRatio = uploadMbs / durableCopyMbs;
  console.log(`upload of ${mb.toFixed(0)} MB:`);
  console.log(`  plain fs stream copy      ${copyMbs.toFixed(0).padStart(7)} MB/s`);
  console.log(`  copy synced to disk       ${durableCopyMbs.toFixed(0).padStart(7)} MB/s`);
  console.log(`  streaming upload (HTTP)   ${uploadMbs.toFixed(0).padStart(7)} MB/s (${(uploadMbs / copyMbs).toFixed(2)}x the plain copy)`);
  budget(`upload MB/s >= 0.5x the synced copy (${uploadRatio.toFixed(2)}x)`, uploadRatio >= 0.5);
  budget(`server RSS growth during the upload < 64 MB (${growth.toFixed(1)} MB)`, growth < 64);
} finally {
  await database.close();
  // The bench's own exit code says whether a budget was missed; the server's says whether it drained.
  const exitCode = await server.stop();
  budget(`server stopped by SIGTERM exits 0 (${exitCode})`, exitCode === 0);
  await fsp.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
