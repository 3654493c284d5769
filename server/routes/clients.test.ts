import { sql } from 'kysely';
import { API } from '@portico/contract/api-paths';
import type { ClientListResponse } from '@portico/contract/clients';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_USERS } from '../seed/demo-core';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.stop());

/** The client list's query before it ran on a trigram index: the reference the route must equal. */
async function listedBefore(userId: string, term: string, pageSize: number, pageNum: number) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = server.ctx.db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id').where('uc.userId', '=', userId)
    .where(sql<boolean>`(lower(c.name) like ${pattern} escape '\\' or lower(c.nickname) like ${pattern} escape '\\')`);
  const rows = await base.select('c.id').orderBy('c.name').orderBy('c.id').limit(pageSize).offset((pageNum - 1) * pageSize).execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

describe('the client list searches on a trigram index', () => {
  it('finds, orders and counts what the plain LIKE query did, for accents, case, wildcards and short texts', { timeout: 120_000 }, async () => {
    const db = server.ctx.db;
    const carlos = await db.selectFrom('users').select(['id', 'firmId']).where('email', '=', DEMO_USERS.carlos).executeTakeFirstOrThrow();
    const stems = ['Acme', 'ACME', 'acmé', 'Açaí', 'Ñandú', 'nandu', 'Straße', 'STRASSE', 'İstanbul', 'Ⅻ', '日本', '😀 Smile', '50% Off',
      'a_b', 'back\\slash', 'say "hi"', 'Zoë', 'Élan', 'elan'];
    const clients = stems.flatMap((stem, i) => [0, 1, 2].map((j) => ({
      id: `00000000-0000-4000-b000-${String(i * 10 + j).padStart(12, '0')}`, firmId: carlos.firmId, name: `${stem} ${j} Ltda`,
      nickname: j === 1 ? `Nick ${stems[(i + 3) % stems.length]}` : null, initials: 'XX', cnpj: null,
    })));
    await db.insertInto('clients').values(clients).execute();
    // Half assigned to carlos: the rest must not be found.
    await db.insertInto('userClients').values(clients.filter((_, i) => i % 2 === 0).map((c) => ({ userId: carlos.id, clientId: c.id }))).execute();
    // A rename moves a client's terms (the triggers keep the SQLite index).
    await db.updateTable('clients').set({ name: 'Renamed Zyxwv 0 Ltda' }).where('id', '=', clients[0]!.id).execute();

    const headers = await server.headersFor(DEMO_USERS.carlos);
    const terms = ['acme', 'ACME', 'acm', 'ac', 'a', 'é', 'acmé', 'açaí', 'ñandú', 'ÑANDÚ', 'nandu', 'straße', 'strasse', 'ß', 'i̇stanbul', 'istanbul',
      'ⅻ', '日本', '日', '😀', 'smile', '50%', '%', '_', 'a_b', '\\', 'k\\s', '"', '"hi"', 'zoë', 'élan', 'ÉLAN', 'elan', 'ltda', ' 1 l', 'nick',
      'nick acme', 'zyxwv', 'renamed', 'zzz', 'Demo', 'co'];
    for (const term of terms) {
      for (const [pageSize, pageNum] of [[25, 1], [4, 1], [4, 2], [4, 9]] as const) {
        const answer = await server.app.inject({ method: 'GET', url: `${API.clients}?searchTerm=${encodeURIComponent(term)}&pageSize=${pageSize}&pageNum=${pageNum}`, headers });
        expect(answer.statusCode).toBe(200);
        const page = answer.json() as ClientListResponse;
        const want = await listedBefore(carlos.id, term.trim(), pageSize, pageNum);
        expect({ term, pageSize, pageNum, ids: page.clients.map((c) => c.id), total: page.total })
          .toEqual({ term, pageSize, pageNum, ...want });
      }
    }
    const renamed = (await server.app.inject({ method: 'GET', url: `${API.clients}?searchTerm=zyxwv`, headers })).json() as ClientListResponse;
    expect(renamed.clients.map((c) => c.id)).toEqual([clients[0]!.id]);
  });
});

describe('the client list by id', () => {
  it("answers one of the user's clients by its id, and 404 for another user's (the client guard)", async () => {
    const maria = await server.headersFor(DEMO_USERS.maria);
    const carlos = await server.headersFor(DEMO_USERS.carlos);
    const mine = (await server.app.inject({ method: 'GET', url: `${API.clients}?pageSize=1000`, headers: maria })).json() as ClientListResponse;
    const chosen = mine.clients.at(-1)!;
    const byId = (await server.app.inject({ method: 'GET', url: `${API.clients}?clientId=${chosen.id}`, headers: maria })).json() as ClientListResponse;
    expect(byId).toMatchObject({ total: 1, clients: [{ id: chosen.id, name: chosen.name }] });
    const theirs = await server.app.inject({ method: 'GET', url: `${API.clients}?clientId=${chosen.id}`, headers: carlos });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });
});

describe('the client list without a search walks the name order', () => {
  /** The list's query before the name index: all the user's clients joined, sorted, then the page (the reference). */
  async function listedBefore(userId: string, pageSize: number, pageNum: number, companyId?: number) {
    let base = server.ctx.db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id').where('uc.userId', '=', userId);
    if (companyId !== undefined) base = base.where('c.firmId', '=', companyId);
    const rows = await base.select('c.id').orderBy('c.name').orderBy('c.id').limit(pageSize).offset((pageNum - 1) * pageSize).execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { ids: rows.map((r) => r.id), total: Number(n) };
  }

  it('pages, orders and counts as the sorted query did, below and above the size where SQLite walks the index', { timeout: 120_000 }, async () => {
    const db = server.ctx.db;
    const staff = await db.selectFrom('users').select(['id', 'firmId']).where('email', '=', DEMO_USERS.staff).executeTakeFirstOrThrow();
    const other = await db.selectFrom('firms').select('id').where('id', '!=', staff.firmId).executeTakeFirstOrThrow();
    const headers = await server.headersFor(DEMO_USERS.staff);
    // Ties (the same name under several ids), accents and case that sort apart, and another firm's clients.
    const names = ['Água Viva', 'agua viva', 'AGUA VIVA', 'Zebra', 'zebra', 'Élan', 'elan', 'Ölbrand', 'Bom Preço', 'bom preco', '50% Off', 'a_b'];
    const insert = async (from: number, count: number) => {
      const clients = Array.from({ length: count }, (_, k) => {
        const i = from + k;
        return { id: `00000000-0000-4000-c000-${String(i).padStart(12, '0')}`, firmId: i % 9 === 0 ? other.id : staff.firmId, name: names[i % names.length]!,
          nickname: null, initials: 'XX', cnpj: null };
      });
      await db.insertInto('clients').values(clients).execute();
      await db.insertInto('userClients').values(clients.map((c) => ({ userId: staff.id, clientId: c.id }))).execute();
    };
    const expectSame = async () => {
      for (const [pageSize, pageNum, companyId] of [[25, 1], [25, 3], [7, 13], [100, 2], [25, 40], [10, 2, staff.firmId], [10, 1, other.id]] as const) {
        const answer = await server.app.inject({ method: 'GET', url: `${API.clients}?pageSize=${pageSize}&pageNum=${pageNum}${companyId === undefined ? '' : `&companyId=${companyId}`}`, headers });
        expect(answer.statusCode).toBe(200);
        const page = answer.json() as ClientListResponse;
        expect({ pageSize, pageNum, companyId, ids: page.clients.map((c) => c.id), total: page.total })
          .toEqual({ pageSize, pageNum, companyId, ...await listedBefore(staff.id, pageSize, pageNum, companyId) });
      }
    };
    await insert(0, 60);
    expect((await listedBefore(staff.id, 1000, 1)).total).toBeLessThan(200);
    await expectSame();
    await insert(60, 240);
    expect((await listedBefore(staff.id, 1000, 1)).total).toBeGreaterThanOrEqual(200);
    await expectSame();
  });
});
