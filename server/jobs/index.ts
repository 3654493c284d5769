import type { DatabaseHandle } from '../db/database';
import { PgBossJobQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';
import { SqliteJobQueue } from './sqlite-queue';

export * from './queue';

/** The queue of the database in use: pg-boss on PostgreSQL, the in-process queue on SQLite. */
export function openJobQueue(
  database: Pick<DatabaseHandle, 'db' | 'kind'>, databaseUrl: string | undefined, pollMs: number, onError: (error: unknown) => void,
): JobQueue {
  return database.kind === 'postgres' && databaseUrl
    ? new PgBossJobQueue(database.db, databaseUrl, pollMs, onError)
    : new SqliteJobQueue(database.db, pollMs, onError);
}
