import { sql, type Kysely } from 'kysely';

/**
 * The portal's shared features moved from the namespace "core" to "common" (plugins/common/, ids common.*), so
 * that "core" names only the framework. Names the database keeps by feature id follow: the demo data steps that
 * ran (else they would run again), the housekeeping schedules and the jobs still to run. Past audit and log rows
 * keep the name they were written with.
 */
const FEATURES = ['home', 'documents', 'actions', 'help', 'welcome', 'diagnostics', 'support'];

async function rename(db: Kysely<any>, from: string, to: string): Promise<void> {
  for (const feature of FEATURES) {
    const [oldId, newId] = [`${from}.${feature}`, `${to}.${feature}`];
    await sql`UPDATE seed_runs SET name = ${newId} || substr(name, ${oldId.length + 1}) WHERE name = ${oldId} OR name LIKE ${`${oldId}/%`}`.execute(db);
    const [oldKind, newKind] = [`housekeeping.${oldId}`, `housekeeping.${newId}`];
    await sql`DELETE FROM job_schedules WHERE kind = ${oldKind} AND EXISTS (SELECT 1 FROM job_schedules s WHERE s.kind = ${newKind})`.execute(db);
    await sql`UPDATE job_schedules SET kind = ${newKind} WHERE kind = ${oldKind}`.execute(db);
    await sql`UPDATE jobs SET kind = ${newKind} WHERE kind = ${oldKind}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, 'core', 'common');
}

export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, 'common', 'core');
}
