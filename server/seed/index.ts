import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blob-store';
import { demoCore } from './demo-core';
import { brDemo } from '../br/seed/index';
import type { SeedStep } from './seed-context';

/**
 * Demo data steps, in order. Each runs once per database (recorded in seed_runs), so adding a
 * domain's step later seeds existing installations too. A step runs in one transaction.
 */
export const seedSteps: SeedStep[] = [demoCore, brDemo];

export async function runSeeds(db: Db, blobs: BlobStore, steps: SeedStep[] = seedSteps): Promise<string[]> {
  const done = new Set((await db.selectFrom('seedRuns').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction().execute(async (trx) => {
      await step.run({ db: trx, blobs, now: new Date() });
      await trx.insertInto('seedRuns').values({ name: step.name, ranAt: new Date().toISOString() }).execute();
    });
    ran.push(step.name);
  }
  return ran;
}
