import type { DatabaseHandle } from '../db/database';
import type { JobLog, JobQueue } from './queue';
import { TableJobQueue } from './table-queue';

export * from './queue';

/** The queue: its jobs in the portal's database, worked in-process by every instance. */
export function openJobQueue(
  database: Pick<DatabaseHandle, 'db'>, pollMs: number, onError: (error: unknown) => void, log?: () => JobLog,
): JobQueue {
  return new TableJobQueue(database.db, pollMs, onError, log);
}
