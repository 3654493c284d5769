import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, startDemoTestServer, type DemoTestServer } from '@portico/plugin-server/testing';
import { FIRM_CLIENTS_API as API } from '../contract';
import { indexClients } from './index-clients';
import { clientTerms, queryTerms } from './search-terms';

const NORTHWIND = 1001;
let t: DemoTestServer;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.firm-clients'] });
  // Thousands of clients: the search must stay an index lookup.
  const rows = Array.from({ length: 3000 }, (_, i) => ({
    id: randomUUID(), firmId: NORTHWIND, name: `Company ${String(i).padStart(4, '0')} Holdings`, nickname: null, initials: 'CH',
    cnpj: String(10_000_000_000_000 + i),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.server.ctx.db.insertInto('clients').values(rows.slice(i, i + 500)).execute();
  await indexClients(t.server.ctx.db, rows.map((r) => r.id));
}, 120_000);
afterAll(() => t.server.stop());

describe('the search terms', () => {
  it('fold accents and case, keep every prefix, and read a formatted tax id as its digits', () => {
    expect(clientTerms({ name: 'Clínica Sã', nickname: null, cnpj: '11222333000181' })).toEqual(
      ['c', 'cl', 'cli', 'clin', 'clini', 'clinic', 'clinica', 's', 'sa', '1', ...Array.from({ length: 13 }, (_, i) => '11222333000181'.slice(0, i + 2))]);
    expect(queryTerms('11.222.333/0001-81')).toEqual(['11222333000181']);
    expect(queryTerms('  Acme   LOG ')).toEqual(['acme', 'log']);
  });
});

describe('a search among thousands of clients', () => {
  it('finds one client by a word and by its tax id, and pages the rest', async () => {
    const search = async (q: string, extra = '') => (await t.call(STAFF, { method: 'GET', url: `${API.clients}?q=${encodeURIComponent(q)}${extra}` })).json();
    expect((await search('company 2718')).items.map((c: { name: string }) => c.name)).toEqual(['Company 2718 Holdings']);
    expect((await search('10000000002718')).items.map((c: { name: string }) => c.name)).toEqual(['Company 2718 Holdings']);
    const page = await search('holdings', '&startIndex=2990&itemsPerPage=30');
    expect(page.totalItems).toBe(3000);
    expect(page.items).toHaveLength(10);
  });

  it("looks each term up through the table's key", async () => {
    const lookup = sql`SELECT client_id FROM common_firm_clients_search_terms WHERE firm_id = ${NORTHWIND} AND term = ${'holdings'}`;
    const sqlite = t.server.ctx.dbKind === 'sqlite';
    const plan = await sql<Record<string, string>>`${sql.raw(sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN')} ${lookup}`.execute(t.server.ctx.db);
    expect(plan.rows.map((r) => Object.values(r).join(' ')).join(' ')).toMatch(sqlite ? /USING (COVERING )?INDEX/ : /Index/);
  });
});
