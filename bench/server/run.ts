import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import { API, apiPath, authorizationHeader } from '@portico/contract/api-paths';
import { openDatabase } from '@portico/server/db/database';
import { loadOrCreateSigningKeys } from '@portico/server/auth/signing-key';
import { SessionService } from '@portico/server/auth/session-service';
import { demoPdf } from '@portico/server/seed/seed-context';
import { documentsDb } from '../../plugins/core/documents/server/tables';
import { startServerProcess } from './server-process';

/**
 * Server benchmark: the documents list of a 10,000-document folder beside /api/health (autocannon,
 * loopback, 100 connections), and a 500 MB streaming upload beside a plain file-stream copy, with the
 * server's RSS growth. Budgets: list >= 0.3x health req/s, upload >= 0.5x copy MB/s, RSS growth < 64 MB.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 100;
const DOCUMENTS = 10_000;
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-bench-'));
const server = await startServerProcess(dataDir);
const database = openDatabase({ dataDir });
let failed = false;
const verdict = (ok: boolean) => { if (!ok) failed = true; return ok ? 'within budget' : 'OVER BUDGET'; };

try {
  const { db } = database;
  const maria = await db.selectFrom('users').select('id').where('email', '=', 'maria@acme.example').executeTakeFirstOrThrow();
  const { clientId } = await db.selectFrom('userClients').select('clientId').where('userId', '=', maria.id).executeTakeFirstOrThrow();
  const { token } = await new SessionService(db, await loadOrCreateSigningKeys(dataDir), 3600, 60).create(maria.id);
  const headers = { authorization: authorizationHeader(token) };

  // A folder of 10,000 document rows (the list reads rows only).
  const folderId = crypto.randomUUID();
  const now = new Date().toISOString();
  await documentsDb(db).insertInto('containers').values({ id: folderId, clientId, parentId: null, name: 'Bench', type: 'folder', canCreate: 0, canDelete: 0, createdAt: now }).execute();
  for (let i = 0; i < DOCUMENTS; i += 500) {
    await documentsDb(db).insertInto('documents').values(Array.from({ length: 500 }, (_, j) => ({
      id: crypto.randomUUID(), clientId, containerId: folderId, name: `Statement ${String(i + j).padStart(5, '0')}.pdf`,
      size: 1000 + j, mimeType: 'application/pdf', sha256: '0'.repeat(64), blobId: crypto.randomUUID(), uploadedBy: maria.id,
      uploadedByStaff: 0, createdAt: now, modifiedAt: now, deletedAt: null,
    }))).execute();
  }
  const listUrl = `${server.url}${apiPath('containerDocuments', { clientId, containerId: folderId })}`;
  const first = await (await fetch(`${listUrl}?includeTotal=true`, { headers })).json() as { total: number; documents: unknown[] };
  console.log(`documents list: folder of ${first.total} documents, default page of ${first.documents.length}`);

  const run = async (url: string) => {
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  const health = await run(`${server.url}${API.health}`);
  const list = await run(listUrl);
  const ratio = list.requests.average / health.requests.average;
  console.log(`  GET /api/health           ${health.requests.average.toFixed(0).padStart(7)} req/s   p99 ${health.latency.p99} ms`);
  console.log(`  GET folder documents      ${list.requests.average.toFixed(0).padStart(7)} req/s   p99 ${list.latency.p99} ms`);
  console.log(`  ratio list/health ${ratio.toFixed(2)}x (budget >= 0.3x): ${verdict(ratio >= 0.3)}`);

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

  let t = performance.now();
  await pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(dataDir, 'copy.pdf')));
  const copyMbs = mb / ((performance.now() - t) / 1000);
  await fsp.rm(path.join(dataDir, 'copy.pdf'));

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
  const uploadRatio = uploadMbs / copyMbs;
  console.log(`upload of ${mb.toFixed(0)} MB:`);
  console.log(`  plain fs stream copy      ${copyMbs.toFixed(0).padStart(7)} MB/s`);
  console.log(`  streaming upload (HTTP)   ${uploadMbs.toFixed(0).padStart(7)} MB/s`);
  console.log(`  ratio upload/copy ${uploadRatio.toFixed(2)}x (budget >= 0.5x): ${verdict(uploadRatio >= 0.5)}`);
  console.log(`  server RSS growth ${growth.toFixed(1)} MB (budget < 64 MB): ${verdict(growth < 64)}`);
} finally {
  await database.close();
  await server.stop();
  await fsp.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
