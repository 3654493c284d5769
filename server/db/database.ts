import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, type KyselyConfig, Migrator, PostgresDialect, type Migration, type SqliteDatabase } from 'kysely';
import { sqliteCollationExtension } from '../../scripts/build-sqlite-collation.mjs';
import { FairSqliteDialect } from './fair-sqlite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

/** The PostgreSQL pool's connections, for the metrics. */
export interface PoolGauges {
  size(): number;
  idle(): number;
  waiting(): number;
}

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL only: SQLite has one connection and no pool. */
  pool?: PoolGauges;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (bigint sizes, count(*)) as strings; sizes stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export const SQLITE_FILE = 'portico.sqlite';
const SQLITE_MMAP_BYTES = 1 << 30;

/** PostgreSQL when a URL is given, else SQLite in dataDir with WAL and (unless sqliteSynchronous says NORMAL) fully synchronous commits. */
export function openDatabase(options: {
  dataDir: string; databaseUrl?: string | undefined; dbPoolMax?: number; dbConnectTimeoutMs?: number; sqliteSynchronous?: 'FULL' | 'NORMAL';
  /** Sees every statement run (the scale bench explains the ones a query function ran). */
  log?: KyselyConfig['log'];
}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl, max: options.dbPoolMax ?? 10, connectionTimeoutMillis: options.dbConnectTimeoutMs ?? 10_000,
    });
    // An idle client dropped by the server (restart, admin termination) must not crash the process.
    pool.on('error', (error) => console.warn(`[portico] PostgreSQL idle client error: ${error.message}`));
    pool.on('connect', namingStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins, log: options.log });
    const gauges = { size: () => pool.totalCount, idle: () => pool.idleCount, waiting: () => pool.waitingCount };
    return { db, kind: 'postgres', pool: gauges, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, SQLITE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads straight from the mapped file instead of a read() per page missed in the 2 MB page cache: a 100,000-NF-e
  // export or a big folder's pages probe indexes far larger than that cache.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  // The documents' name indexes use the portal's collations (plugins/common/documents/server/name-collation.ts).
  sqlite.loadExtension(sqliteCollationExtension());
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect({ database: withStatementCache(sqlite) }), plugins, log: options.log });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; preparing costs as much as running a small one. The same SQL text reuses
 * its statement (safe: better-sqlite3 runs each synchronously, and nothing here streams rows).
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * PostgreSQL parses and plans an unnamed statement anew each time it runs: on a Box-E page at SCALE=1 its parse
 * and bind (the plan) took twice its execution (a statement log of the page's eight queries). Each connection
 * runs the same SQL text with parameters as one named prepared statement instead, up to `size` texts (Kysely's
 * texts repeat per query shape; past the bound a text runs unnamed), so PostgreSQL parses it once. Statements
 * without values (transactions' begin and commit, migrations' DDL) run as before.
 */
function namingStatements(client: pg.PoolClient, size = 500): void {
  // Each execution still gets a plan for its own values: a generic plan, fitted to the average folder (38 rows),
  // sorted the 50,000-document folder in full on every page (33 req/s where a custom plan makes 390). Queued on
  // the connection before any statement of the pool's.
  void client.query('set plan_cache_mode = force_custom_plan').catch(() => undefined);
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) return query(config, values, callback);
    let name = names.get(config);
    if (!name && names.size < size) names.set(config, (name = `portico_${names.size}`));
    return name ? query({ name, text: config, values }) : query(config, values);
  }) as typeof client.query;
}

/** The migration list is core's plus every feature's (server/features.ts allMigrations). */
const migratorOf = (db: Db, migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

export async function migrateToLatest(db: Db, migrations: Record<string, Migration>): Promise<void> {
  const { error, results } = await migratorOf(db, migrations).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function migrateDown(db: Db, migrations: Record<string, Migration>): Promise<void> {
  const migrator = migratorOf(db, migrations);
  for (;;) {
    const { error, results } = await migrator.migrateDown();
    if (error) throw error;
    if (!results?.length) return;
  }
}

export const nowIso = () => new Date().toISOString();
