import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { API, apiPath, authorizationHeader, fillPath } from '@portico/contract/api-paths';
import { openDatabase } from '@portico/server/db/database';
import type { Database } from '@portico/server/db/schema';
import { signingKeysOf } from '@portico/server/auth/signing-key';
import { SessionService } from '@portico/server/auth/session-service';
import { withCnpjCheckDigits } from '@portico/server/seed/cnpj';
import { documentsDb } from '../../plugins/common/documents/server/tables';
import { withFolded } from '../../plugins/common/documents/server/name-folded';
import { pageDocuments, searchDocuments } from '../../plugins/common/documents/server/queries';
import { boxeDb } from '../../plugins/br/boxe/server/tables';
import { BOXE_API } from '../../plugins/br/boxe/contract';
import { filteredDocuments, searchIsBroad } from '../../plugins/br/boxe/server/queries';
import { CHECKPOINT_SPACING, pageIds, readCheckpoints } from '../../plugins/br/boxe/server/document-pages';
import { demoDocument } from '../../plugins/br/boxe/server/demo-documents';
import { MANIFEST_API, MANIFEST_STATUSES } from '../../plugins/br/manifest/contract';
import { manifestDb } from '../../plugins/br/manifest/server/tables';
import { filteredManifestDocuments, pageManifestDocuments } from '../../plugins/br/manifest/server/document-list';
import { ManifestTotals } from '../../plugins/br/manifest/server/list-totals';
import { DEFAULT_DEADLINE_DAYS } from '../../plugins/br/manifest/server/event-rules';
import { pageClients } from '../../server/routes/clients';
import { startServerProcess } from '../server/server-process';
import { ensurePortalBuilt, firstRowTimes } from './first-rows';

/**
 * Scale bench (issue 39): the real server (br variant) over a big firm — 5,040 clients, 200,024 documents (50,000
 * in one folder), 100,036 NF-e in one Box-E store and the same NF-e in its manifest list — at 10 connections, each request beside /api/health measured in
 * the same run. Budgets: every request >= 0.1x /api/health req/s and p99 < 250 ms.
 * SQLite by default; DATABASE_URL=postgres://… (e.g. `node scripts/postgres/with-cluster.mjs npm run bench -- scale`)
 * runs it on PostgreSQL. SCALE=0.05 shrinks every count, BENCH_DURATION (s, default 20) each measurement. Then
 * headless Chromium's time to the first rows of the big folder and of the NF-e store (budget: under 1 s).
 */
const SCALE = Number(process.env.SCALE ?? 1);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 10;
const P99_BUDGET_MS = 250;
const FIRST_ROWS_BUDGET_MS = 1000;
const HEALTH_RATIO = 0.1;
const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
const CLIENTS = scaled(5_040);
const DOCUMENTS = scaled(200_024);
const FOLDER_DOCUMENTS = scaled(50_000);
const NFE = scaled(100_036);
const BATCH = 1000;
const databaseUrl = process.env.DATABASE_URL;

ensurePortalBuilt();
const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-scale-'));
const server = await startServerProcess(dataDir, { PORTICO_VARIANT: 'br' });
const database = openDatabase({ dataDir, databaseUrl });
let browserServer: Awaited<ReturnType<typeof startServerProcess>> | undefined;
let failed = false;
const budget = (name: string, ok: boolean) => {
  if (!ok) failed = true;
  console.log(`  budget: ${name} ${ok ? 'OK' : 'MISSED'}`);
};

/** Multi-row inserts of BATCH rows (under both engines' bound-parameter limits). */
async function insertBatched<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let i = 0; i < count; i += BATCH) await insert(Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => make(i + j)));
}

/**
 * The seeding's one transaction. On SQLite it takes the write lock as it begins (BEGIN IMMEDIATE), so it waits out
 * the server's own writes (its jobs start with it): a deferred one whose snapshot went stale while it waited for
 * the lock was refused at once (SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out) in some SCALE=1 runs.
 */
async function seedTransaction(db: Kysely<Database>, kind: string, work: (trx: Kysely<Database>) => Promise<void>) {
  if (kind !== 'sqlite') return db.transaction().execute(work);
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      await work(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

const countOf = async (db: Kysely<Database>, table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

try {
  const { db } = database;
  console.log(`engine: ${database.kind}, scale ${SCALE}`);
  const keys = await signingKeysOf({ signingKeys: server.signingKeys, production: true, dataDir });
  const sessions = new SessionService(db, keys, 3600, 60);
  const joao = await db.selectFrom('users').select(['id', 'firmId']).where('email', '=', 'joao@contabil.example').executeTakeFirstOrThrow();
  const headers = { authorization: authorizationHeader((await sessions.create(joao.id)).token) };
  // joao's first company with Box-E on holds the big folder, the searched documents and the NF-e store.
  const big = await boxeDb(db).selectFrom('brBoxeClients as b').innerJoin('userClients as u', 'u.clientId', 'b.clientId')
    .innerJoin('clients as c', 'c.id', 'b.clientId').select(['c.id', 'c.name', 'c.cnpj'])
    .where('u.userId', '=', joao.id).where('b.lastToggle', '=', 1).orderBy('c.id').executeTakeFirstOrThrow();

  // Seeding: direct batched inserts in one transaction (as fillStore does), topping the seed's rows up to the sizes.
  const started = performance.now();
  const folderId = randomUUID();
  const newClients = Math.max(0, CLIENTS - await countOf(db, 'clients'));
  await seedTransaction(db, database.kind, async (trx) => {
    const clientIds = Array.from({ length: newClients }, () => randomUUID());
    await insertBatched(newClients, (i) => ({
      id: clientIds[i]!, firmId: joao.firmId, name: `Cliente Escala ${String(i).padStart(5, '0')} Ltda`, nickname: null, initials: 'CE',
      cnpj: withCnpjCheckDigits(`9${String(i).padStart(7, '0')}0001`),
    }), (rows) => trx.insertInto('clients').values(rows).execute());
    await insertBatched(newClients, (i) => ({ userId: joao.id, clientId: clientIds[i]! }), (rows) => trx.insertInto('userClients').values(rows).execute());

    const docs = documentsDb(trx);
    const now = new Date().toISOString();
    const container = (id: string, clientId: string, name: string) =>
      ({ id, clientId, parentId: null, name, type: 'folder' as const, canCreate: 0 as const, canDelete: 0 as const, createdAt: now });
    const document = (clientId: string, containerId: string, i: number) => withFolded({
      id: randomUUID(), clientId, containerId, name: `Statement ${String(i).padStart(6, '0')}.pdf`, size: 1000 + (i % 5000),
      mimeType: 'application/pdf', sha256: '0'.repeat(64), blobId: randomUUID(), uploadedBy: joao.id, uploadedByStaff: 0 as const,
      createdAt: now, modifiedAt: now, deletedAt: null,
    });
    await docs.insertInto('containers').values(container(folderId, big.id, 'Escala')).execute();
    await insertBatched(FOLDER_DOCUMENTS, (i) => document(big.id, folderId, i), (rows) => docs.insertInto('documents').values(rows).execute());
    // The rest: half more in the big client (folders of 1,000, for its whole-client search), half over the other clients.
    const rest = Math.max(0, DOCUMENTS - await countOf(trx, 'documents'));
    const bigRest = Math.floor(rest / 2);
    const bigFolders = Array.from({ length: Math.ceil(bigRest / 1000) }, () => randomUUID());
    if (bigFolders.length) await docs.insertInto('containers').values(bigFolders.map((id, i) => container(id, big.id, `Arquivo ${i}`))).execute();
    await insertBatched(bigRest, (i) => document(big.id, bigFolders[Math.floor(i / 1000)]!, FOLDER_DOCUMENTS + i), (rows) => docs.insertInto('documents').values(rows).execute());
    const spread = rest - bigRest;
    const others = clientIds.length ? clientIds : [big.id];
    const otherFolders = others.map(() => randomUUID());
    await insertBatched(others.length, (i) => container(otherFolders[i]!, others[i]!, 'Documentos'), (rows) => docs.insertInto('containers').values(rows).execute());
    await insertBatched(spread, (i) => document(others[i % others.length]!, otherFolders[i % others.length]!, i), (rows) => docs.insertInto('documents').values(rows).execute());

    // The NF-e store, as fillStore makes it, through Kysely so PostgreSQL gets it too.
    const boxe = boxeDb(trx);
    const nfe = Math.max(1, NFE - Number((await boxe.selectFrom('brFiscalDocuments').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'nfe').where('clientId', '!=', big.id).executeTakeFirstOrThrow()).n));
    await boxe.deleteFrom('brFiscalDocuments').where('clientId', '=', big.id).where('kind', '=', 'nfe').execute();
    const day = 86_400_000;
    for (let i = 0; i < nfe; i += BATCH) {
      const generated = Array.from({ length: Math.min(BATCH, nfe - i) }, (_, j) => {
        const issued = new Date(Date.now() - (2 + ((i + j) % 1825)) * day);
        return { doc: demoDocument({ id: big.id, name: big.name, cnpj: big.cnpj! }, 'nfe', 100_000 + i + j, issued, new Date(issued.getTime() + day)), fileId: randomUUID() };
      });
      await boxe.insertInto('brFiles').values(generated.map(({ doc, fileId }) => {
        const content = Buffer.from(doc.xml);
        return { id: fileId, fileName: doc.fileName, mimeType: 'application/xml', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdAt: doc.row.storedAt };
      })).execute();
      await boxe.insertInto('brFiscalDocuments').values(generated.map(({ doc, fileId }) => ({ ...doc.row, fileId }))).execute();
      // The same NF-e received, in the manifest's list (its statuses in turn), with their XML.
      await manifestDb(trx).insertInto('brManifestDocuments').values(generated.map(({ doc }, j) => ({
        id: randomUUID(), clientId: big.id, accessKey: doc.row.accessKey!, number: doc.row.number, series: doc.row.series,
        emitterCnpj: doc.row.emitterCnpj, emitterName: doc.row.emitterName, issuedAt: doc.row.issuedAt,
        authorizedAt: new Date(Date.parse(doc.row.issuedAt) + day).toISOString(), amountCents: doc.row.amountCents,
        status: MANIFEST_STATUSES[(i + j) % MANIFEST_STATUSES.length]!, nfeStatus: 'Authorized' as const, xml: doc.xml,
      }))).execute();
    }
  });
  // PostgreSQL: vacuumed too, the state autovacuum brings a bulk load to within a minute, which otherwise it ran
  // beside the first measurements (and each read of a fresh row set its hint bits).
  if (database.kind === 'sqlite') await sql`pragma optimize`.execute(db);
  else await sql`vacuum analyze`.execute(db);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${await countOf(db, 'clients')} clients, ${await countOf(db, 'documents')} documents `
    + `(${FOLDER_DOCUMENTS} in one folder), ${Number((await boxeDb(db).selectFrom('brFiscalDocuments').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'nfe').executeTakeFirstOrThrow()).n)} NF-e`);

  // Each request varies by connection turn, so no page cache (256 pages, LRU) answers it: the first page of the
  // folder in 320 (limit, locale) shapes, the searches over many terms.
  const locales = ['en-US', 'pt-BR', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'nl-NL', 'pl-PL'];
  const folderPath = apiPath('containerDocuments', { clientId: big.id, containerId: folderId });
  // Box-E's deep page: 90-99 % of the way into the store.
  const deep = Math.max(0, NFE - 200);
  const boxePath = fillPath(BOXE_API.boxeDocuments, { clientId: big.id, kind: 'nfe' });
  // The same deep pages asked by keyset: the cursors the offset pages hand out.
  const deepCursors: string[] = [];
  for (let k = 0; k < 10; k++) {
    const answer = await fetch(`${server.url}${boxePath}?startIndex=${Math.floor(deep * (0.9 + k / 100))}`, { headers });
    deepCursors.push(encodeURIComponent((await answer.json() as { nextCursor: string }).nextCursor));
  }
  // The manifest's deep pages by keyset, from the cursors its offset pages hand out.
  const manifestPath = `${MANIFEST_API.manifestDocuments}?clientId=${big.id}&itemsPerPage=100`;
  const manifestCursors: string[] = [];
  for (let k = 0; k < 10; k++) {
    const answer = await fetch(`${server.url}${manifestPath}&startIndex=${Math.floor(deep * (0.9 + k / 100))}`, { headers });
    manifestCursors.push(encodeURIComponent((await answer.json() as { nextCursor: string }).nextCursor));
  }
  const requests: Array<[string, (i: number) => string]> = [
    ['folder documents, first page', (i) => `${folderPath}?limit=${90 + (i % 40)}&offset=0&includeTotal=true&locale=${locales[Math.floor(i / 40) % locales.length]}`],
    ['document search (client)', (i) => `${apiPath('documentSearch', { clientId: big.id })}?q=${String(i % 1000).padStart(3, '0')}`],
    ['Box-E text search', (i) => `${boxePath}?search=${['ltda', 'comercio', 'industria', 'servicos', 'distribuidora', '1234'][i % 6]}`],
    ['Box-E deep page', (i) => `${boxePath}?startIndex=${Math.floor(deep * (0.9 + (i % 10) / 100))}`],
    ['Box-E deep page (cursor)', (i) => `${boxePath}?cursor=${deepCursors[i % deepCursors.length]}`],
    ['client list (switcher)', (i) => `${API.clients}?searchTerm=${encodeURIComponent(`escala ${String(i % 100).padStart(2, '0')}`)}`],
    ['client list (no term)', (i) => `${API.clients}?pageNum=${1 + (i % 10)}`],
    ['Box-E first page', () => boxePath],
    ['manifest page (cursor)', (i) => `${manifestPath}&cursor=${manifestCursors[i % manifestCursors.length]}`],
  ];
  for (const [name, make] of requests) {
    const answer = await fetch(`${server.url}${make(0)}`, { headers });
    if (!answer.ok) throw new Error(`${name}: ${make(0)} answered ${answer.status}: ${await answer.text()}`);
    // What the first request finds, so an empty search does not pass for a fast one.
    const body = await answer.json() as { total?: number | null; totalItems?: number; items?: unknown[]; documents?: unknown[]; hits?: unknown[]; clients?: unknown[] };
    const rows = body.items ?? body.documents ?? body.hits ?? body.clients ?? [];
    console.log(`${name}: ${make(0)} -> ${rows.length} rows of ${body.totalItems ?? body.total ?? '?'}`);
  }

  // Query plans: every statement the documents' own query functions run for the folder page and the search (read
  // from a traced connection), and Box-E's page-id queries built from its live filter with the route's default order.
  const statements: CompiledQuery[] = [];
  const traced = openDatabase({ dataDir, databaseUrl, log: (event) => { if (event.level === 'query') statements.push(event.query); } });
  const explain = async (name: string, run: () => Promise<unknown>) => {
    statements.length = 0;
    await run();
    // An explain already (Box-E's broadness on PostgreSQL is the planner's estimate) is not explained again.
    for (const { sql: text, parameters } of statements.filter((s) => !/^explain /i.test(s.sql))) {
      const prefix = database.kind === 'sqlite' ? 'explain query plan ' : 'explain ';
      const plan = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + text, [...parameters]));
      console.log(`plan of ${name}: ${text.slice(0, 160)}${text.length > 160 ? '…' : ''}`);
      for (const row of plan.rows) console.log(`  ${String(row.detail ?? row['QUERY PLAN'])}`);
    }
  };
  try {
    const docs = documentsDb(traced.db);
    await explain('the folder page', () => pageDocuments(docs, { clientId: big.id, containerId: folderId }, { limit: 500, offset: 0, includeTotal: true, locale: 'pt-BR' }));
    await explain('the document search', () => searchDocuments(docs, big.id, { q: '001', limit: 100, offset: 0, locale: 'pt-BR' }));
    // As the route pages: a broad search along the index, a deep offset from its checkpoints (whose one walk per
    // store version is explained with it).
    const boxePage = async (filters: { search?: string }, offset: number, cursor?: string) => {
      const boxe = boxeDb(traced.db);
      const base = filteredDocuments(boxe, big.id, 'nfe', filters, await searchIsBroad(boxe, big.id, 'nfe', filters));
      const page = { sort: 'issuedAt', direction: 'desc', limit: 30, offset, cursor } as const;
      return pageIds(boxe, base, page, !cursor && offset >= CHECKPOINT_SPACING ? await readCheckpoints(boxe, base, page) : undefined);
    };
    await explain('the client list', () => pageClients(traced.db, database.kind, joao.id, { pageSize: 25, pageNum: 1, searchTerm: 'escala 00' }));
    await explain('the client list (no term)', () => pageClients(traced.db, database.kind, joao.id, { pageSize: 25, pageNum: 1 }));
    await explain('the manifest page by cursor', () => pageManifestDocuments(
      filteredManifestDocuments(manifestDb(traced.db), big.id, {}, DEFAULT_DEADLINE_DAYS, new Date()), { limit: 100, offset: 0, cursor: decodeURIComponent(manifestCursors[0]!) },
      new ManifestTotals(manifestDb(traced.db))));
    await explain('the Box-E deep page (ids)', () => boxePage({}, deep));
    await explain('the Box-E deep page by cursor (ids)', () => boxePage({}, 0, decodeURIComponent(deepCursors[0]!)));
    for (const search of ['ltda', '1234']) await explain(`the Box-E text search ${search} (ids)`, () => boxePage({ search }, 0));
  } finally {
    await traced.close();
  }

  const load = (make: (i: number) => string) => {
    let turn = 0;
    return autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: make(turn++) }) }] });
  };
  console.log(`${CONNECTIONS} connections, ${DURATION} s each (loopback; autocannon in this process):`);
  console.log('                                req/s     p50      p99   non-2xx  errors  timeouts');
  const show = (name: string, r: LoadResult) => console.log(`  ${name.padEnd(28)}${r.requests.average.toFixed(0).padStart(7)}${`${r.latency.p50} ms`.padStart(8)}`
    + `${`${r.latency.p99} ms`.padStart(9)}${String(r.non2xx).padStart(10)}${String(r.errors).padStart(8)}${String(r.timeouts).padStart(10)}`);
  const health = await load(() => API.health);
  show('GET /api/health', health);
  const results: Array<[string, LoadResult]> = [];
  for (const [name, make] of requests) {
    const r = await load(make);
    show(name, r);
    results.push([name, r]);
  }
  for (const [name, r] of results) {
    const ratio = r.requests.average / health.requests.average;
    budget(`${name} req/s ${ratio.toFixed(3)}x /api/health (>= ${HEALTH_RATIO}x), p99 ${r.latency.p99} ms (< ${P99_BUDGET_MS} ms), ${r.errors + r.non2xx + r.timeouts} failed`,
      ratio >= HEALTH_RATIO && r.latency.p99 < P99_BUDGET_MS && r.errors + r.non2xx + r.timeouts === 0);
  }

  const screenshots = path.resolve(import.meta.dirname, '../../bench-results/scale');
  await fsp.mkdir(screenshots, { recursive: true });
  // The browser signs in through the embedded identity provider, which a production server reaches over HTTPS
  // only: the same data served by a development server (the same built portal) over loopback HTTP.
  await server.stop();
  browserServer = await startServerProcess(dataDir, { PORTICO_VARIANT: 'br', NODE_ENV: 'development' });
  const shown = await firstRowTimes(browserServer.url, 'joao@contabil.example', big.id, [
    { name: `the ${FOLDER_DOCUMENTS}-document folder`, path: `/documents?folder=${folderId}`, firstRow: '[role="row"][data-document-id]' },
    { name: `the ${NFE}-NF-e Box-E store`, path: '/actions/box-e/nfe-storage', firstRow: '.boxe-store [role="row"][aria-rowindex="2"]:not(.portico-grid__empty)' },
  ], screenshots);
  for (const { name, ms, screenshot } of shown) {
    console.log(`browser, first rows of ${name}: ${ms.toFixed(0)} ms (median of 3 loads; ${screenshot})`);
    budget(`first rows of ${name} ${ms.toFixed(0)} ms (< ${FIRST_ROWS_BUDGET_MS} ms)`, ms < FIRST_ROWS_BUDGET_MS);
  }
} finally {
  await database.close();
  await server.stop();
  await browserServer?.stop();
  await fsp.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
