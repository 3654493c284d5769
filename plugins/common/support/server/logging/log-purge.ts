import type { Housekeeping } from '@portico/plugin-server';
import { supportDb } from '../tables';

const DAY_MS = 86_400_000;
/** Entries deleted per statement: a large backlog goes in steps, none holding the database long. */
const BATCH = 1000;

/** Deletes portal log entries received before the retention period (`logRetentionDays`); answers how many. */
export const purgeExpiredLogs: Housekeeping = async ({ db: core, config, now }) => {
  const db = supportDb(core);
  const before = new Date(now.getTime() - config.logRetentionDays * DAY_MS).toISOString();
  let purged = 0;
  for (;;) {
    const expired = await db.selectFrom('clientLogs').select('id').where('receivedAt', '<', before).limit(BATCH).execute();
    if (expired.length === 0) return purged;
    await db.deleteFrom('clientLogs').where('id', 'in', expired.map((r) => r.id)).execute();
    purged += expired.length;
  }
};
