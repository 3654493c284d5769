import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blob-store';
import { demoCore, demoFirmStaff } from './demo-core';
import type { SeedStep } from './seed-context';

/** Core's demo data; the enabled features' steps follow it (server/features.ts seedStepsOf). */
export const coreSeedSteps: readonly SeedStep[] = [demoCore, demoFirmStaff];

/**
 * Runs the steps in order. Each runs once per database (recorded in seed_runs) in one transaction, so a step
 * added later, or a feature enabled later, seeds an existing installation too. A step that supersedes one the
 * database already ran is recorded without running. Returns the steps that ran.
 */
export async function runSeeds(db: Db, blobs: BlobStore, steps: readonly SeedStep[]): Promise<string[]> {
  const done = new Set((await db.selectFrom('seedRuns').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    const covered = step.supersedes?.some((name) => done.has(name)) ?? false;
    await db.transaction().execute(async (trx) => {
      if (!covered) await step.run({ db: trx, blobs, now: new Date() });
      await trx.insertInto('seedRuns').values({ name: step.name, ranAt: new Date().toISOString() }).execute();
    });
    done.add(step.name);
    if (!covered) ran.push(step.name);
  }
  return ran;
}
