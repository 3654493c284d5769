import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import { coreMigrations } from './migrations/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const databaseUrl = process.env.DATABASE_URL;
let pgDb: TestDatabase | undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  if (!databaseUrl) return;
  pgDb = await createTestDatabase(databaseUrl);
  // One connection, so every statement below runs where pg_prepared_statements is read.
  handle = openDatabase({ dataDir: '/nonexistent', databaseUrl: pgDb.url, dbPoolMax: 1 });
  await migrateToLatest(handle.db, coreMigrations);
});

afterAll(async () => {
  await handle?.close();
  await pgDb?.drop();
});

describe.skipIf(!databaseUrl)('PostgreSQL statements', () => {
  const prepared = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map((r) => r.statement);

  it('runs the same SQL text with parameters as one named statement on its connection, with each call\'s values', async () => {
    const firmNamed = (name: string) => handle.db.selectFrom('firms').select('name').where('name', '=', name).execute();
    await handle.db.insertInto('firms').values([900, 901].map((id) => ({ id, name: `Firm ${id}`, theme: 'default', locked: 0, termsRequired: 0 }))).execute();
    expect(await firmNamed('Firm 900')).toEqual([{ name: 'Firm 900' }]);
    expect(await firmNamed('Firm 901')).toEqual([{ name: 'Firm 901' }]);
    const text = firmNamed('').then(() => prepared());
    expect((await text).filter((s) => s.includes('from "firms" where "name" = $1'))).toHaveLength(1);
  });

  it('plans each execution for its own values (a generic plan fitted to the average folder sorted a big one in full)', async () => {
    expect((await sql<{ planCacheMode: string }>`show plan_cache_mode`.execute(handle.db)).rows[0]!.planCacheMode).toBe('force_custom_plan');
  });

  it('runs a statement without parameters unnamed (a transaction\'s begin and commit)', async () => {
    await handle.db.transaction().execute((trx) => trx.selectFrom('firms').select('id').where('id', '=', 900).execute());
    expect((await prepared()).some((s) => /^(begin|commit)/i.test(s))).toBe(false);
    expect((await prepared()).some((s) => s.includes('pg_prepared_statements'))).toBe(false);
  });
});
