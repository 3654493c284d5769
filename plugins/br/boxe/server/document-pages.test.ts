import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { fillPath } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { insertFile } from '@portico/br-kit/server';
import { likePattern } from '@portico/plugin-server';
import { BOXE_API, BOXE_SORTS, type BoxeDocumentPage, type BoxeFilters, type BoxeSort } from '../contract';
import { boxeDb, type BoxeDb, type BrFiscalDocumentTable } from './tables';
import { filteredDocuments, searchIsBroad } from './queries';
import { SearchBreadth } from './search-breadth';
import { CHECKPOINT_SPACING, pageIds, readCheckpoints } from './document-pages';
import { StoreCheckpoints } from './store-checkpoints';
import { storeState } from './store-totals';

/**
 * The indexed list (keyset pages, FTS5/pg_trgm search) against the list as it was before migration 0410: the
 * same rows in the same order with the same totals, for every sort and direction, filters and search terms.
 */

/** Today's algorithm as it was (queries.ts and routes.ts before the indexes): the reference, kept here only. */
const REFERENCE_SORTS: Record<BoxeSort, ReturnType<typeof sql>> = {
  issuedAt: sql.ref('d.issued_at'), accessKey: sql.ref('d.access_key'), emitterName: sql.ref('d.emitter_name'),
  emitterCnpj: sql.ref('d.emitter_cnpj'), recipientName: sql.ref('d.recipient_name'), amountCents: sql.ref('d.amount_cents'), status: sql.ref('d.status'), model: sql.ref('d.model'),
  number: sql`cast(d.number as integer)`, series: sql`cast(d.series as integer)`,
};
const contains = (column: string, term: string) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;
function referenceFiltered(db: BoxeDb, clientId: string, f: BoxeFilters) {
  let q = db.selectFrom('brFiscalDocuments as d').where('d.clientId', '=', clientId).where('d.kind', '=', 'nfe');
  if (f.from) q = q.where('d.issuedAt', '>=', f.from);
  if (f.to) q = q.where('d.issuedAt', '<=', f.to);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.search) {
    const term = f.search.trim();
    const digits = term.replace(/\D/g, '');
    q = q.where((eb) => eb.or([
      contains('d.emitterName', term),
      contains('d.recipientName', term),
      ...(digits.length > 0 && digits === term.replace(/[\s.\-/]/g, '') ? [eb('d.accessKey', 'like', `%${digits}%`), eb('d.number', '=', String(Number(digits)))] : []),
    ]));
  }
  return q;
}
async function reference(db: BoxeDb, clientId: string, f: BoxeFilters, sort: BoxeSort, direction: 'asc' | 'desc') {
  const order = direction === 'desc' ? sql`desc` : sql`asc`;
  const ids = await referenceFiltered(db, clientId, f).select('d.id').orderBy(sql`${REFERENCE_SORTS[sort]} ${order}`).orderBy('d.id').execute();
  const totals = await referenceFiltered(db, clientId, f).select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(d.amount_cents), 0)`.as('cents')])
    .executeTakeFirstOrThrow();
  return { ids: ids.map((r) => r.id), documents: Number(totals.n), amountCents: Number(totals.cents) };
}

/** Names with accents and case, ties on every column, nulls where the columns allow them, numbers sharing digits. */
const NAMES = ['ÁGUA Comércio LTDA', 'água comércio ltda', 'Agua Comercio Ltda', 'Açúcar União', 'ACUCAR UNIAO', 'Distribuidora 50% _Sul_', 'Ölbrand "Quote" GmbH', 'Bom Preço', 'x'];
const pick = <T,>(list: readonly T[], n: number) => list[n % list.length]!;

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.boxe'] });
  clientId = t.joaoClients[0]!;
  const db = boxeDb(t.server.ctx.db);
  const fileId = await insertFile(db, { fileName: 'generated.xml', mimeType: 'application/xml', content: Buffer.from('<x/>') });
  const rows: BrFiscalDocumentTable[] = Array.from({ length: 240 }, (_, i) => ({
    id: randomUUID(), clientId, kind: 'nfe', accessKey: i % 7 === 0 ? null : `3524${String(1234 + i * 37).padStart(40, '0')}`,
    model: pick(['55', '65'], i), number: String(1 + (i * 13) % 40), series: String(i % 3), emitterCnpj: pick(['11222333000181', '45997418000153', '12345678000195'], i),
    emitterName: pick(NAMES, i), recipientCnpj: i % 5 === 0 ? null : '10702368000155', recipientName: i % 5 === 0 ? null : pick(NAMES, i * 3 + 1),
    issuedAt: `2025-0${1 + (i % 4)}-1${i % 3}`, amountCents: (i % 6) * 1000, status: pick(['authorised', 'cancelled', 'denied'] as const, i % 11), role: 'received',
    fileId, storedAt: new Date(Date.UTC(2025, 4, 1, 0, i)).toISOString(),
  }));
  await db.insertInto('brFiscalDocuments').values(rows).execute();
  // Rows changed and removed after the insert: the FTS5 table must follow (triggers).
  await db.updateTable('brFiscalDocuments').set({ emitterName: 'Renamed Água Ltda' }).where('id', '=', rows[3]!.id).execute();
  await db.deleteFrom('brFiscalDocuments').where('id', '=', rows[4]!.id).execute();
}, 120_000);
afterAll(async () => { await t.server.stop(); });

const path = () => fillPath(BOXE_API.boxeDocuments, { clientId, kind: 'nfe' });
async function listPage(query: Record<string, string>): Promise<BoxeDocumentPage> {
  const response = await t.call(JOAO, { method: 'GET', url: path(), query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BoxeDocumentPage;
}

/** Every page by cursor, concatenated; each page also checked against the offset page at its index. */
async function walk(filters: BoxeFilters, sort: BoxeSort, direction: 'asc' | 'desc', itemsPerPage = 23) {
  const query = { ...filters, sort, direction, itemsPerPage: String(itemsPerPage) } as Record<string, string>;
  const ids: string[] = [];
  let cursor: string | null = null;
  let first: BoxeDocumentPage | undefined;
  do {
    const page: BoxeDocumentPage = await listPage(cursor ? { ...query, cursor, startIndex: String(ids.length) } : query);
    first ??= page;
    if (ids.length > 0 && page.items.length > 0 && ids.length % (itemsPerPage * 3) === 0) {
      const byOffset = await listPage({ ...query, startIndex: String(ids.length) });
      expect(byOffset.items.map((d) => d.id)).toEqual(page.items.map((d) => d.id));
    }
    ids.push(...page.items.map((d) => d.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, documents: first.totalItems, amountCents: first.totalAmountCents };
}

const expectSame = async (filters: BoxeFilters, sort: BoxeSort, direction: 'asc' | 'desc') => {
  const expected = await reference(boxeDb(t.server.ctx.db), clientId, filters, sort, direction);
  expect(await walk(filters, sort, direction), JSON.stringify({ filters, sort, direction })).toEqual(expected);
  return expected;
};

describe('Box-E list on indexes', () => {
  it('walks every sort and direction by cursor into exactly the ordered set of the old query, filtered or not', async () => {
    for (const sort of BOXE_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const filters of [{}, { status: 'cancelled' }, { from: '2025-02-01', to: '2025-03-31', search: 'ltda' }] satisfies BoxeFilters[]) {
          const expected = await expectSame(filters, sort, direction);
          if (Object.keys(filters).length === 0) expect(expected.ids.length).toBeGreaterThan(240);
        }
      }
    }
  }, 300_000);

  it('searches with the old semantics: accents, case, wildcards, quotes, digits, short terms', async () => {
    const terms = ['água', 'ÁGUA', 'agua', 'Ltda', 'comércio', 'AÇÚCAR', 'uni', '50%', '_sul_', '"quote"', 'ö', 'x', 'ag', '1234', '12', '7', '0001', '12.34', 'preço', 'zzzz'];
    let found = 0;
    for (const search of terms) {
      for (const [sort, direction] of [['issuedAt', 'desc'], ['recipientName', 'asc'], ['number', 'desc']] as const) {
        const expected = await expectSame({ search }, sort, direction);
        found += expected.ids.length;
        // A broad search (searchIsBroad: thousands of candidates) checks rows along the index instead: same set.
        const db = boxeDb(t.server.ctx.db);
        const broad = await pageIds(db, filteredDocuments(db, clientId, 'nfe', { search }, true), { sort, direction, limit: 1000, offset: 0 });
        expect(broad.ids, `${search} broad`).toEqual(expected.ids);
      }
    }
    expect(found).toBeGreaterThan(0);
  }, 300_000);

  it('refuses a cursor of another sort or a forged one with a stable code', async () => {
    const { nextCursor } = await listPage({ sort: 'amountCents', itemsPerPage: '5' });
    for (const query of [{ sort: 'issuedAt', cursor: nextCursor! }, { sort: 'amountCents', direction: 'desc', cursor: nextCursor! }, { cursor: 'not-a-cursor' }] as Array<Record<string, string>>) {
      const response = await t.call(JOAO, { method: 'GET', url: path(), query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BOXE_CURSOR_INVALID' });
    }
  });
});

describe('deep pages by offset from checkpoints', () => {
  let deepClient: string;
  const rowsOf = (n: number, fileId: string): BrFiscalDocumentTable[] => Array.from({ length: n }, (_, i) => ({
    id: randomUUID(), clientId: deepClient, kind: 'nfe', accessKey: null, model: '55', number: String(1 + (i * 7) % 300), series: '1',
    emitterCnpj: '11222333000181', emitterName: pick(NAMES, i), recipientCnpj: null, recipientName: i % 4 === 0 ? null : pick(NAMES, i + 2),
    issuedAt: `2024-${String(1 + (i % 12)).padStart(2, '0')}-0${1 + (i % 9)}`, amountCents: (i % 9) * 100, status: pick(['authorised', 'cancelled'] as const, i % 5),
    role: 'received', fileId, storedAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
  }));

  beforeAll(async () => {
    deepClient = t.joaoClients[1]!;
    const db = boxeDb(t.server.ctx.db);
    const fileId = await insertFile(db, { fileName: 'deep.xml', mimeType: 'application/xml', content: Buffer.from('<x/>') });
    const rows = rowsOf(2_350, fileId);
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('brFiscalDocuments').values(rows.slice(i, i + 500)).execute();
  }, 120_000);

  it('gives the page and next cursor the offset walk gives, on every side of each checkpoint, for ties and nulls', async () => {
    const db = boxeDb(t.server.ctx.db);
    for (const [sort, direction] of [['issuedAt', 'desc'], ['recipientName', 'asc'], ['recipientName', 'desc'], ['status', 'asc'], ['number', 'desc']] as const) {
      const base = filteredDocuments(db, deepClient, 'nfe', {});
      const expected = (await reference(db, deepClient, {}, sort, direction)).ids;
      const checkpoints = await readCheckpoints(db, base, { sort, direction });
      expect(checkpoints.cursors).toHaveLength(Math.floor(expected.length / CHECKPOINT_SPACING));
      const spacing = CHECKPOINT_SPACING;
      for (const offset of [spacing - 1, spacing, spacing + 1, 1.5 * spacing, 2 * spacing - 1, 2 * spacing, 2 * spacing + 1,
        expected.length - 1, expected.length, expected.length + 5]) {
        const request = { sort, direction, limit: 30, offset };
        const [walked, seeked] = await Promise.all([pageIds(db, base, request), pageIds(db, base, request, checkpoints)]);
        expect(seeked, JSON.stringify(request)).toEqual(walked);
        expect(seeked.ids).toEqual(expected.slice(offset, offset + 30));
      }
    }
  }, 120_000);

  it('reads them again once the store changes (its version moves)', async () => {
    const db = boxeDb(t.server.ctx.db);
    const checkpoints = new StoreCheckpoints(db);
    const request = { sort: 'issuedAt' as const, direction: 'desc' as const, limit: 30, offset: 1200 };
    const page = async () => {
      const base = filteredDocuments(db, deepClient, 'nfe', {});
      return pageIds(db, base, request, await checkpoints.of(deepClient, 'nfe', {}, (await storeState(db, deepClient, 'nfe')).version, { base, page: request }));
    };
    const before = await page();
    const fileId = await insertFile(db, { fileName: 'newer.xml', mimeType: 'application/xml', content: Buffer.from('<y/>') });
    // Newer than every row: each later position moves one row down.
    await db.insertInto('brFiscalDocuments').values({ ...rowsOf(1, fileId)[0]!, issuedAt: '2030-01-01' }).execute();
    const after = await page();
    expect(after.ids.slice(1)).toEqual(before.ids.slice(0, 29));
    expect(after.ids).toEqual((await reference(db, deepClient, {}, 'issuedAt', 'desc')).ids.slice(1200, 1230));
  });
});

describe('a broad search (walked along the list index) against a narrow one (its matches read first)', () => {
  it('is broad past 2,000 matches, by the FTS5 candidates on SQLite and the planner\'s estimate on PostgreSQL', async () => {
    const db = boxeDb(t.server.ctx.db);
    const other = t.joaoClients[1]!;
    const fileId = await insertFile(db, { fileName: 'broad.xml', mimeType: 'application/xml', content: Buffer.from('<x/>') });
    const row = (i: number, emitterName: string): BrFiscalDocumentTable => ({
      id: randomUUID(), clientId: other, kind: 'nfe', accessKey: `3525${String(i).padStart(40, '0')}`, model: '55', number: String(i), series: '1',
      emitterCnpj: '11222333000181', emitterName, recipientCnpj: null, recipientName: null, issuedAt: '2025-06-01', amountCents: 100,
      status: 'authorised', role: 'received', fileId, storedAt: '2025-06-02T00:00:00.000Z',
    });
    for (let i = 0; i < 3000; i += 500) await db.insertInto('brFiscalDocuments').values(Array.from({ length: 500 }, (_, j) => row(i + j, 'Atacado Amplo Ltda'))).execute();
    await db.insertInto('brFiscalDocuments').values([row(9001, 'Raro Ímpar'), row(9002, 'Raro Ímpar')]).execute();
    if (t.server.ctx.dbKind === 'postgres') await sql`analyze br_fiscal_documents`.execute(db);
    const broad = (search: string) => searchIsBroad(db, other, 'nfe', { search });
    expect(await broad('atacado')).toBe(true);
    expect(await broad('raro')).toBe(false);
    expect(await broad('nothing like it')).toBe(false);
    expect(await broad('')).toBe(false);

    // Asked once per search and store version (SearchBreadth): a filed answer stands until the store's version moves.
    const breadth = new SearchBreadth(db);
    const before = (await storeState(db, other, 'nfe')).version;
    expect(await breadth.of(other, 'nfe', { search: 'atacado' }, before)).toBe(true);
    await db.deleteFrom('brFiscalDocuments').where('clientId', '=', other).where('emitterName', '=', 'Atacado Amplo Ltda').execute();
    if (t.server.ctx.dbKind === 'postgres') await sql`analyze br_fiscal_documents`.execute(db);
    const after = (await storeState(db, other, 'nfe')).version;
    expect(after).toBeGreaterThan(before);
    expect(await breadth.of(other, 'nfe', { search: 'atacado' }, before)).toBe(true);
    expect(await breadth.of(other, 'nfe', { search: 'atacado' }, after)).toBe(false);
  }, 120_000);
});
