import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type DemoTestServer, JOAO, startDemoTestServer } from '@portico/plugin-server/testing';
import { MANIFEST_API, MANIFEST_STATUSES, NFE_STATUSES, OPEN_MANIFEST_STATUSES, type ManifestDocumentPage, type ManifestDocumentsQuery } from '../contract';
import { DEFAULT_DEADLINE_DAYS } from './event-rules';
import { manifestDb, type BrManifestDocumentTable, type ManifestDb } from './tables';

/**
 * The keyset-paged list (migration 0450) against the list as it was: the same rows in the same order with the same
 * total, page by page by offset and by cursor, for the screen's filters.
 */

type Filters = Omit<ManifestDocumentsQuery, 'clientId' | 'startIndex' | 'itemsPerPage' | 'cursor'>;
const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** The route's query as it was before the keyset (filters, then `issued_at desc, id` over the whole set): the reference, kept here only. */
async function reference(db: ManifestDb, clientId: string, f: Filters) {
  const days = DEFAULT_DEADLINE_DAYS;
  const now = new Date();
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
