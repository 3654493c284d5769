import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import { coreMigrations } from './migrations/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { preparedQuery } from './prepared-query';

let dataDir: string;
let pgDb: TestDatabase | undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-prepared-'));
  pgDb = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
  handle = openDatabase({ dataDir, databaseUrl: pgDb?.url });
  await migrateToLatest(handle.db, coreMigrations);
  const firmId = 900;
  await handle.db.insertInto('firms').values({ id: firmId, name: 'Prepared & Co', theme: 'default', locked: 0, termsRequired: 0 }).execute();
  await handle.db.insertInto('clients').values(['Alpha', 'Beta', 'Gamma'].map((name) => ({ id: crypto.randomUUID(), firmId, name, initials: name[0]! }))).execute();
});

afterAll(async () => {
  await handle.close();
  await pgDb?.drop();
  await fsp.rm(dataDir, { recursive: true, force: true });
});

describe('a prepared query', () => {
  const clientsBetween = preparedQuery((db: DatabaseHandle['db'], from: string, to: string) => db.selectFrom('clients')
    .select(['name', 'firmId']).where('name', '>=', from).where('name', '<=', to).where('initials', '!=', 'Z').orderBy('name'));

  it('binds each call its own values, with the constants it was built with, and maps the columns as Kysely does', async () => {
    expect((await clientsBetween(handle.db, 'Alpha', 'Beta')).map((c) => c.name)).toEqual(['Alpha', 'Beta']);
    expect((await clientsBetween(handle.db, 'B', 'Gz')).map((c) => c.name)).toEqual(['Beta', 'Gamma']);
    expect((await clientsBetween(handle.db, 'Delta', 'Epsilon'))).toEqual([]);
    expect(Object.keys((await clientsBetween(handle.db, 'A', 'Z'))[0]!)).toEqual(['name', 'firmId']);
  });

  it('runs inside a transaction on the transaction\'s connection', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('clients').set({ name: 'Alpha 2' }).where('name', '=', 'Alpha').execute();
      expect((await clientsBetween(trx, 'A', 'Az')).map((c) => c.name)).toEqual(['Alpha 2']);
      await trx.updateTable('clients').set({ name: 'Alpha' }).where('name', '=', 'Alpha 2').execute();
    });
  });

  it('refuses a builder that puts an argument anywhere but a bound value', async () => {
    const shaped = preparedQuery((db: DatabaseHandle['db'], column: string) => db.selectFrom('clients').select('id').orderBy(column === 'name' ? 'name' : 'id'));
    await expect(shaped(handle.db, 'name')).rejects.toThrow('argument 0 is not a bound value');
  });
});
