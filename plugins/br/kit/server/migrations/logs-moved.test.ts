import { Migrator, sql } from 'kysely';
import { type DemoTestServer, MARIA, migrateToLatest, startDemoTestServer } from '@portico/plugin-server/testing';
import { API } from '@portico/contract/api-paths';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['br.kit', 'common.support'] }); });
afterAll(async () => { await t.server.stop(); });

const entry = { specversion: '0.2', type: 'issue', source: '/home', id: 'MOVED-00001', time: new Date().toISOString(), contenttype: 'application/json', data: { description: 'kept', logs: [] } };
const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.server.ctx.db)).rows[0]!.n);

describe('0122_br_support_logs_moved', () => {
  it('moves the rows br_client_logs held to client_logs and drops it; undone, moves them back', async () => {
    expect((await t.call(MARIA, { method: 'POST', url: API.log, payload: { version: '0.1', items: [entry] } })).statusCode).toBe(202);
    const migrations = t.server.features.migrations;
    const migrator = new Migrator({ db: t.server.ctx.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0121_core_support');
    expect(down.error).toBeUndefined();
    expect([await count('br_client_logs'), await count('client_logs')]).toEqual([1, 0]);

    await migrateToLatest(t.server.ctx.db, migrations);
    expect(await count('client_logs')).toBe(1);
    await expect(count('br_client_logs')).rejects.toThrow(/no such table|does not exist/); // SQLite's words, PostgreSQL's
    const row = await sql<{ description: string }>`select description from client_logs where event_id = ${entry.id}`.execute(t.server.ctx.db);
    expect(row.rows).toEqual([{ description: 'kept' }]);
  });
});
