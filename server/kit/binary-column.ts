import { PostgresAdapter } from 'kysely';
import type { SomeDb } from './feature';

/** The column type of bytes a migration creates: bytea on PostgreSQL, blob on SQLite (both drivers hand back a Buffer). */
export const binaryColumnType = (db: SomeDb) => (db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob');
