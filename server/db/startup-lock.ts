import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/** Any fixed number: every Portico instance on one PostgreSQL database takes the same advisory lock. */
const STARTUP_LOCK_KEY = 7_100_2026;

/**
 * Runs `work` (migrations, the demo seed) while holding a lock every instance on the database takes at start, so
 * instances started together do it one after the other; the later ones find it done. The lock lives on one
 * connection held for the duration and is released with it even if the process dies. SQLite needs none: its
 * file has one server (several instances need PostgreSQL).
 */
export async function underStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
