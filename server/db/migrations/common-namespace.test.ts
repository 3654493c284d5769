import { Migrator, sql } from 'kysely';
import { migrateToLatest, startTestServer, type TestServer } from '@portico/plugin-server/testing';

let t: TestServer;
beforeAll(async () => { t = await startTestServer({ features: ['common.support'] }); });
afterAll(async () => { await t.stop(); });

const names = async (query: string) => (await sql.raw<{ name: string }>(query).execute(t.ctx.db)).rows.map((r) => r.name).sort();

describe('0250_common_namespace', () => {
  it('renames the seed steps, schedules and pending jobs kept under core.* ids; undone, names them core.* again', async () => {
    const migrator = new Migrator({ db: t.ctx.db, provider: { getMigrations: async () => t.features.migrations } });
    expect((await migrator.migrateTo('0240_job_request_ids')).error).toBeUndefined();
    const db = t.ctx.db;
    await db.deleteFrom('jobSchedules').execute();
    await db.deleteFrom('seedRuns').where('name', 'like', '%documents%').execute();
    await db.insertInto('seedRuns').values([
      { name: 'core.documents/demo', ranAt: '2026-11-01T00:00:00.000Z' },
      { name: 'core.documents-extra/demo', ranAt: '2026-11-01T00:00:00.000Z' },
    ]).execute();
    await db.insertInto('jobSchedules').values({ kind: 'housekeeping.core.support', nextRunAt: '2026-11-01T00:00:00.000Z' }).execute();
    // The queue's own table, outside the typed schema (server/jobs); due long after the test, so no worker takes it.
    await sql`INSERT INTO jobs (id, kind, payload, state, tries, run_after, updated_at)
      VALUES ('j1', 'housekeeping.core.support', '{}', 'queued', 0, '2099-01-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`.execute(db);

    await migrateToLatest(db, t.features.migrations);
    expect(await names(`select name from seed_runs where name like '%documents%'`)).toEqual(['common.documents/demo', 'core.documents-extra/demo']);
    expect(await names(`select kind as name from job_schedules`)).toEqual(['housekeeping.common.support']);
    expect(await names(`select kind as name from jobs where id = 'j1'`)).toEqual(['housekeeping.common.support']);

    expect((await migrator.migrateTo('0240_job_request_ids')).error).toBeUndefined();
    expect(await names(`select kind as name from jobs where id = 'j1'`)).toEqual(['housekeeping.core.support']);
    await migrateToLatest(db, t.features.migrations);
  });
});
