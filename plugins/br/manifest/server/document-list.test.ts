import { randomUUID } from 'node:crypto';
import { sql, type KyselyPlugin } from 'kysely';
import { type DemoTestServer, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { MANIFEST_API, MANIFEST_STATUSES, NFE_STATUSES, OPEN_MANIFEST_STATUSES, type ManifestDocumentPage, type ManifestDocumentsQuery } from '../contract';
import { DEFAULT_DEADLINE_DAYS } from './event-rules';
import { filteredManifestDocuments } from './document-list';
import { ManifestTotals } from './list-totals';
import { markReceivedNfeCancelled, recordReceivedNfe } from './received';
import { manifestDb, type BrManifestDocumentTable, type ManifestDb } from './tables';

/**
 * The keyset-paged list (migration 0450) against the list as it was: the same rows in the same order with the same
 * total, page by page by offset and by cursor, for the screen's filters; and its total, cached by list version
 * (migration 0470), against a count made afresh after every kind of change and as the clock passes its bounds.
 */

type Filters = Omit<ManifestDocumentsQuery, 'clientId' | 'startIndex' | 'itemsPerPage' | 'cursor'>;
const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** The route's query as it was before the keyset (filters, then `issued_at desc, id` over the whole set): the reference, kept here only. */
async function reference(db: ManifestDb, clientId: string, f: Filters, now = new Date()) {
  const days = DEFAULT_DEADLINE_DAYS;
  let q = db.selectFrom('brManifestDocuments').where('clientId', '=', clientId);
  if (f.from) q = q.where('issuedAt', '>=', f.from);
  if (f.to) q = q.where('issuedAt', '<=', f.to);
  if (f.emitterCnpj) q = q.where('emitterCnpj', '=', f.emitterCnpj);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.nfeStatus) q = q.where('nfeStatus', '=', f.nfeStatus);
  if (f.emitter?.trim()) {
    const digits = f.emitter.replace(/\D/g, '');
    q = q.where((eb) => eb.or([
      eb(sql<string>`lower(emitter_name)`, 'like', `%${f.emitter!.trim().toLowerCase()}%`),
      ...(digits ? [eb('emitterCnpj', 'like', `%${digits}%`)] : []),
    ]));
  }
  if (f.pendingOnly || f.dueWithinDays !== undefined) {
    q = q.where('status', 'in', [...OPEN_MANIFEST_STATUSES]).where('nfeStatus', '=', 'Authorized').where('authorizedAt', '>', daysFrom(now, -days.conclusiveDays));
  }
  if (f.dueWithinDays !== undefined) {
    const open = daysFrom(now, -days.cienciaDays);
    q = q.where((eb) => eb.or([
      eb.and([eb('status', '=', 'Pending'), eb('authorizedAt', '>', open), eb('authorizedAt', '<=', daysFrom(now, f.dueWithinDays! - days.cienciaDays))]),
      eb.and([eb.or([eb('status', '=', 'Aware'), eb('authorizedAt', '<=', open)]), eb('authorizedAt', '<=', daysFrom(now, f.dueWithinDays! - days.conclusiveDays))]),
    ]));
  }
  if (f.accessKey) q = q.where(sql<boolean>`access_key like ${`%${f.accessKey}%`}`);
  const rows = await q.select(['id', 'issuedAt']).execute();
  // The order the old query asked, in plain code: newest day first, ties by id (ids are UUIDs, one length, dashes in place).
  rows.sort((a, b) => (a.issuedAt === b.issuedAt ? (a.id < b.id ? -1 : 1) : a.issuedAt < b.issuedAt ? 1 : -1));
  const old = await q.select('id').orderBy('issuedAt', 'desc').orderBy('id').execute();
  expect(old.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  return rows.map((r) => r.id);
}

/** Emitter names with accents and case that a search must treat as today's lower(...) like did. */
const NAMES = ['ÁGUA Comércio LTDA', 'água comércio ltda', 'Agua Comercio Ltda', 'Açúcar União', 'ACUCAR UNIAO', 'Moinho 50% _Sul_', 'Bom Preço'];
const CNPJS = ['11222333000181', '45997418000153', '12345678000195'];
const pick = <T,>(list: readonly T[], n: number) => list[n % list.length]!;

let t: DemoTestServer;
let clientId: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.manifest'] });
  clientId = t.joaoClients[0]!;
  const now = Date.now();
  // 260 NF-e on 9 days (ties of up to 30 rows a day), authorised from today to 200 days ago.
  const rows: BrManifestDocumentTable[] = Array.from({ length: 260 }, (_, i) => {
    const authorized = new Date(now - (i % 9) * 23 * DAY_MS - (i % 5) * 3_600_000);
    return {
      id: randomUUID(), clientId, accessKey: `3526${String(4_200_000 + i * 7919).padStart(40, '0')}`, number: String(9000 + i), series: '1',
      emitterCnpj: pick(CNPJS, i), emitterName: pick(NAMES, i * 3), issuedAt: authorized.toISOString().slice(0, 10), authorizedAt: authorized.toISOString(),
      amountCents: (i % 6) * 1000, status: pick(MANIFEST_STATUSES, i % 7), nfeStatus: pick(NFE_STATUSES, i % 11 === 0 ? 1 : 0), xml: '<nfeProc/>',
    };
  });
  await manifestDb(t.server.ctx.db).insertInto('brManifestDocuments').values(rows).execute();
}, 120_000);
afterAll(async () => { await t.server.stop(); });

async function listPage(query: Record<string, string>): Promise<ManifestDocumentPage> {
  const response = await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ManifestDocumentPage;
}

const asQuery = (f: Filters) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)]));

/** Every page by cursor and every page by offset, each concatenated, with the total each page gave. */
async function walks(filters: Filters, itemsPerPage: number) {
  const query = { ...asQuery(filters), itemsPerPage: String(itemsPerPage) };
  const byCursor: string[] = [];
  const byOffset: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const page: ManifestDocumentPage = await listPage(cursor ? { ...query, cursor, startIndex: String(byCursor.length) } : query);
    byCursor.push(...page.items.map((d) => d.id));
    totals.add(page.totalItems);
    cursor = page.nextCursor;
  } while (cursor);
  for (let start = 0; ; start += itemsPerPage) {
    const page = await listPage({ ...query, startIndex: String(start) });
    totals.add(page.totalItems);
    if (!page.items.length) break;
    byOffset.push(...page.items.map((d) => d.id));
  }
  return { byCursor, byOffset, totals: [...totals] };
}

describe('the manifest list by keyset', () => {
  it('walks by cursor and by offset into exactly the old query\'s ordered set and total, filtered or not', async () => {
    const filterSets: Filters[] = [
      {}, { status: 'Pending' }, { nfeStatus: 'Denied' }, { from: daysFrom(new Date(), -100).slice(0, 10), to: daysFrom(new Date(), -20).slice(0, 10) },
      { emitter: 'água' }, { emitter: 'AGUA' }, { emitter: '50%' }, { emitter: '4599' }, { emitterCnpj: CNPJS[2]! }, { accessKey: '42' },
      { pendingOnly: true }, { dueWithinDays: 5 }, { pendingOnly: true, emitter: 'ltda', from: daysFrom(new Date(), -150).slice(0, 10) },
    ];
    let seen = 0;
    for (const filters of filterSets) {
      const expected = await reference(manifestDb(t.server.ctx.db), clientId, filters);
      for (const itemsPerPage of [7, 30, 500]) {
        const { byCursor, byOffset, totals } = await walks(filters, itemsPerPage);
        const label = JSON.stringify({ filters, itemsPerPage });
        expect(byCursor, label).toEqual(expected);
        expect(byOffset, label).toEqual(expected);
        expect(totals, label).toEqual([expected.length]);
      }
      seen += expected.length;
    }
    // The unfiltered list holds the seed's NF-e and the 260 generated ones.
    expect((await reference(manifestDb(t.server.ctx.db), clientId, {})).length).toBeGreaterThan(260);
    expect(seen).toBeGreaterThan(600);
  }, 300_000);

  it('answers the last page with no cursor and refuses a forged one with a stable code', async () => {
    const all = await listPage({ itemsPerPage: '500' });
    expect(all.nextCursor).toBeNull();
    expect((await listPage({ itemsPerPage: '5' })).nextCursor).toEqual(expect.any(String));
    for (const cursor of ['not-a-cursor', Buffer.from(JSON.stringify(['2026-01-01'])).toString('base64url'), Buffer.from(JSON.stringify([1, 'x'])).toString('base64url')]) {
      const response = await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId, cursor } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'NFE_CURSOR_INVALID' });
    }
  });
});

/** A db that counts the statements run through it. */
function countingDb() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = { transformQuery: (args) => { counter.statements++; return args.node; }, transformResult: async (args) => args.result };
  return { db: manifestDb(t.server.ctx.db.withPlugin(plugin)), counter };
}

const generated = (n: number, authorizedAt: Date, status: BrManifestDocumentTable['status'] = 'Pending'): BrManifestDocumentTable => ({
  id: randomUUID(), clientId, accessKey: `3526${String(8_100_000 + n).padStart(40, '0')}`, number: String(n), series: '1', emitterCnpj: CNPJS[0]!,
  emitterName: NAMES[0]!, issuedAt: authorizedAt.toISOString().slice(0, 10), authorizedAt: authorizedAt.toISOString(), amountCents: 100, status, nfeStatus: 'Authorized', xml: '',
});

describe('the manifest list total', () => {
  const FILTERS: Filters[] = [{}, { status: 'Pending' }, { nfeStatus: 'Cancelled' }, { pendingOnly: true }, { dueWithinDays: 5 }, { emitter: 'água' }];

  /** Each filter's total on the route (cached after its first page) equals a fresh count. */
  async function totalsFollow(step: string) {
    for (const filters of FILTERS) {
      const page = await listPage({ ...asQuery(filters), itemsPerPage: '5' });
      expect(page.totalItems, `${step} ${JSON.stringify(filters)}`).toBe((await reference(manifestDb(t.server.ctx.db), clientId, filters)).length);
    }
  }

  it('is counted once per list version, and every writer of the list moves the version', async () => {
    const db = manifestDb(t.server.ctx.db);
    const version = async () => Number((await db.selectFrom('brManifestListVersions').select('version').where('clientId', '=', clientId).executeTakeFirst())?.version ?? 0);
    const counting = countingDb();
    const totals = new ManifestTotals(counting.db);
    const list = () => filteredManifestDocuments(counting.db, clientId, { status: 'Pending' }, DEFAULT_DEADLINE_DAYS, new Date());
    const first = await totals.of(list());
    const before = counting.counter.statements;
    expect(await totals.of(list())).toBe(first);
    // The second page read the version only.
    expect(counting.counter.statements - before).toBe(1);

    await totalsFollow('before any change');
    const changes: Array<[string, () => Promise<unknown>, boolean]> = [
      // The intake and the distribution: a new NF-e, then its later cancellation both ways, then its full XML.
      ['a new NF-e', () => recordReceivedNfe(db, { ...generated(1, new Date()), xml: '' }), true],
      ['a cancellation on arrival', () => recordReceivedNfe(db, { ...generated(1, new Date()), nfeStatus: 'Cancelled' }), true],
      ['a cancellation event', () => markReceivedNfeCancelled(db, clientId, generated(2, new Date()).accessKey).then(() => recordReceivedNfe(db, generated(2, new Date())))
        .then(() => markReceivedNfeCancelled(db, clientId, generated(2, new Date()).accessKey)), true],
      ['the full XML arriving', () => db.updateTable('brManifestDocuments').set({ xml: '<nfeProc/>' }).where('accessKey', '=', generated(1, new Date()).accessKey).execute(), false],
      // An event's answer moves the situation (submissions.ts record); a deletion.
      ['an event registered', () => db.updateTable('brManifestDocuments').set({ status: 'Aware' }).where('accessKey', '=', generated(2, new Date()).accessKey).execute(), true],
      ['a deletion', () => db.deleteFrom('brManifestDocuments').where('accessKey', '=', generated(1, new Date()).accessKey).execute(), true],
      ['a bulk insert', () => db.insertInto('brManifestDocuments').values([generated(3, new Date()), generated(4, new Date(Date.now() - 170 * DAY_MS))]).execute(), true],
    ];
    for (const [step, change, moves] of changes) {
      const was = await version();
      await change();
      expect(await version() > was, step).toBe(moves);
      await totalsFollow(`after ${step}`);
    }
    // A change rolled back leaves the version and the total as they were.
    const was = await version();
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto('brManifestDocuments').values(generated(5, new Date())).execute();
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await version()).toBe(was);
    await totalsFollow('after a rollback');
    expect(await totals.of(list())).toBe((await reference(db, clientId, { status: 'Pending' })).length);
  }, 300_000);

  it('holds an open window\'s count only until the clock passes a bound, exact to the millisecond', async () => {
    const db = manifestDb(t.server.ctx.db);
    const start = Date.now();
    const rows = await db.selectFrom('brManifestDocuments').select('authorizedAt').where('clientId', '=', clientId).execute();
    const { cienciaDays, conclusiveDays } = DEFAULT_DEADLINE_DAYS;
    for (const filters of [{ pendingOnly: true }, { dueWithinDays: 5 }, { dueWithinDays: 0, emitter: 'ltda' }] satisfies Filters[]) {
      // Every instant within the next 30 days at which a bound passes a row, and the millisecond before it.
      // The bounds are now + each of these days (document-list.ts openWindow): one passes a row at authorized_at - days.
      const bounds = filters.dueWithinDays === undefined ? [-conclusiveDays]
        : [-conclusiveDays, -cienciaDays, filters.dueWithinDays - cienciaDays, filters.dueWithinDays - conclusiveDays];
      const crossings = new Set(rows.flatMap((r) => bounds.map((days) => Date.parse(r.authorizedAt) - days * DAY_MS))
        .filter((at) => at > start && at < start + 30 * DAY_MS));
      const instants = [...new Set([...crossings].flatMap((at) => [at - 1, at]))].sort((a, b) => a - b).slice(0, 40);
      expect(instants.length, JSON.stringify(filters)).toBeGreaterThan(4);
      const counting = countingDb();
      const totals = new ManifestTotals(counting.db);
      let counts = 0;
      for (const at of [start, ...instants]) {
        const before = counting.counter.statements;
        const total = await totals.of(filteredManifestDocuments(counting.db, clientId, filters, DEFAULT_DEADLINE_DAYS, new Date(at)));
        if (counting.counter.statements - before > 1) counts++;
        expect(total, `${JSON.stringify(filters)} at ${new Date(at).toISOString()}`).toBe((await reference(db, clientId, filters, new Date(at))).length);
      }
      // Counted again at the crossings only, not at the millisecond before each.
      expect(counts, JSON.stringify(filters)).toBeLessThanOrEqual(1 + instants.filter((at) => crossings.has(at)).length);
      expect(counts, JSON.stringify(filters)).toBeGreaterThan(1);
    }
  }, 300_000);
});
