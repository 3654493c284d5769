import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../app';
import { createTestDatabase } from '../testing/test-database';

// Several instances share one PostgreSQL database (SQLite's file has one server).
describe.runIf(process.env.DATABASE_URL)('two instances started together on an empty PostgreSQL database', () => {
  it('both come up: one migrates and seeds under the start-up lock, the other finds it done', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'portico-startup-'))));
    const started: BuiltApp[] = [];
    try {
      const outcomes = await Promise.allSettled(dirs.map((dataDir) =>
        buildApp({ config: { dataDir, databaseUrl: database.url, logger: false, distDir: path.join(dataDir, 'dist') } })));
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      const { db } = started[0]!.ctx;
      const seeded = await db.selectFrom('seedRuns').select('name').execute();
      expect(seeded.length).toBeGreaterThan(0);
      expect(new Set(seeded.map((row) => row.name)).size).toBe(seeded.length);
      expect(await db.selectFrom('users').select('email').where('email', '=', 'maria@acme.example').execute()).toHaveLength(1);
    } finally {
      for (const app of started) await app.close();
      await database.drop();
      for (const dir of dirs) await fsp.rm(dir, { recursive: true, force: true });
    }
  });
});
