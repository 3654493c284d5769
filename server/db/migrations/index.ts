import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as documents from './0002_documents';

/**
 * Every migration, in order, for SQLite and PostgreSQL alike. A new domain adds a file
 * "NNNN_domain.ts" exporting up/down and one line here; names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_documents': documents,
};
