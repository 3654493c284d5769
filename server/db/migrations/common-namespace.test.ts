import { Migrator, sql } from 'kysely';
import { migrateToLatest, startTestServer, type TestServer } from '@portico/plugin-server/testing';

let t: TestServer;
beforeAll(async () => { t = await startTestServer({ features: ['common.support'] }); });
afterAll(async () => { await t.stop(); });

const names = async (query: string) => (await sql.raw<{ name: string }>(query).execute(t.ctx.db)).rows.map((r) => r.name).sort();

describe('0240_common_namespace', () => {
  it('renames the seed steps, schedules and pending jobs kept under core.* ids; undone, names them core.* again', async () => {
    const migrator = new Migrator({ db: t.ctx.db, provider: { getMigrations: async () => t.features.migrations } });
    expect((await migrator.migrateTo('0230_jobs')).error).toBeUndefined();
    const db = t.ctx.db;
    await db.deleteFrom('jobSchedules').execute();
    await db.deleteFrom('seedRuns').where('name', 'like', '%documents%').execute();
    await db.insertInto('seedRuns').values([
      { name: 'core.documents/demo', ranAt: '2026-11-01T00:00:00.000Z' },
      { name: 'core.documents-extra/demo', ranAt: '2026-11-01T00:00:00.000Z' },
    ]).execute();
    await db.insertInto('jobSchedules').values({ kind: 'housekeeping.core.support', nextRunAt: '2026-11-01T00:00:00.000Z' }).execute();
    await db.insertInto('jobs').values({ id: 'j1', kind: 'housekeeping.core.support', payload: '{}', state: 'created', tries: 0, runAfter: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' }).execute();

    await migrateToLatest(db, t.features.migrations);
    expect(await names(`select name from seed_runs where name like '%documents%'`)).toEqual(['common.documents/demo', 'core.documents-extra/demo']);
    expect(await names(`select kind as name from job_schedules`)).toEqual(['housekeeping.common.support']);
    expect(await names(`select kind as name from jobs where id = 'j1'`)).toEqual(['housekeeping.common.support']);

    expect((await migrator.migrateTo('0230_jobs')).error).toBeUndefined();
    expect(await names(`select kind as name from jobs where id = 'j1'`)).toEqual(['housekeeping.core.support']);
    await migrateToLatest(db, t.features.migrations);
  });
});
