import type { Kysely, Migration } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { RouteModule } from '../http/context';
import type { SeedStep } from '../seed/seed-context';
import type { BlobStore } from '../storage/blob-store';
import type { ServerConfig } from '../config';
import type { Contribution } from './contributions';

export type { RouteModule } from '../http/context';
export type { SeedContext, SeedStep } from '../seed/seed-context';

/**
 * A feature's server module, the default export of `plugins/<namespace>/<name>/server/index.ts`; the server
 * finds it by that path (server/features.ts), core never imports it by name.
 *
 * - `migrations` of every feature always run, whatever the variant, so the schema never depends on it.
 *   Names sort with the core ones ("0102_br_boxe"); a name, once released, never changes.
 * - `routes` and `seed` only when the variant enables the feature (registry.json names its id, or one of
 *   its plugins `<id>/<plugin>`).
 * - each seed step runs once per database, in its own transaction, recorded by its name in seed_runs; names
 *   start with the feature id (`br.boxe/demo`), so a feature added later seeds an existing database too.
 */
export interface ServerFeature {
  /** `<namespace>.<name>`, the feature's folder: plugins/br/boxe is `br.boxe`. */
  readonly id: string;
  readonly routes: readonly RouteModule[];
  readonly migrations: Readonly<Record<string, Migration>>;
  readonly seed: readonly SeedStep[];
  /** Tables the feature's migrations create (snake_case): no two features may claim one. */
  readonly tables: readonly string[];
  /**
   * Which of these blob-store ids the feature's rows point at. The start-up sweep removes blobs that no
   * feature claims, so a feature keeping bytes in the blob store must answer, enabled or not.
   */
  readonly blobsInUse?: (db: Db, blobIds: string[]) => Promise<Iterable<string>>;
  /** Values for other features' contribution points (server/kit/contributions.ts), read where this feature is enabled. */
  readonly contributes: readonly Contribution[];
  /** Periodic clean-up of an enabled feature's data (expired rows and their files), see server/housekeeping.ts. */
  readonly housekeeping?: Housekeeping;
}

/** What a housekeeping task gets: the database, the blob store, the server's settings (retention periods) and the clock. */
export interface HousekeepingContext {
  db: Db;
  blobs: BlobStore;
  config: ServerConfig;
  now: Date;
}

/** One feature's clean-up; it answers how many items it removed, for the server's log. */
export type Housekeeping = (ctx: HousekeepingContext) => Promise<number>;

export interface ServerFeatureDefinition {
  id: string;
  routes?: RouteModule | readonly RouteModule[];
  migrations?: Record<string, Migration>;
  seed?: SeedStep | readonly SeedStep[];
  tables?: readonly string[];
  blobsInUse?: ServerFeature['blobsInUse'];
  contributes?: Contribution | readonly Contribution[];
  housekeeping?: Housekeeping;
}

/** A feature module that does not hold together; the message names the feature and what is wrong. */
export class ServerFeatureError extends Error {
  override name = 'ServerFeatureError';
}

export const FEATURE_ID = /^[a-z0-9-]+\.[a-z0-9-]+$/;
const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+$/;

const list = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value as readonly T[] : [value as T];

/** Checks and freezes a feature's server module. */
export function defineServerFeature(definition: ServerFeatureDefinition): ServerFeature {
  const { id } = definition;
  if (!FEATURE_ID.test(id)) throw new ServerFeatureError(`Feature id "${id}" is not "<namespace>.<name>" in lower case, like "br.boxe"`);
  const seed = list(definition.seed);
  for (const step of seed) {
    if (!step.name.startsWith(`${id}/`)) throw new ServerFeatureError(`Feature ${id}: seed step "${step.name}" must be named "${id}/<step>"`);
  }
  const names = seed.map((s) => s.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new ServerFeatureError(`Feature ${id}: two seed steps are named "${twice}"`);
  const migrations = definition.migrations ?? {};
  for (const name of Object.keys(migrations)) {
    if (!MIGRATION_NAME.test(name)) throw new ServerFeatureError(`Feature ${id}: migration "${name}" is not named "NNNN_words" like "0102_br_boxe"`);
  }
  return Object.freeze({
    id,
    routes: list(definition.routes),
    migrations: Object.freeze({ ...migrations }),
    seed,
    tables: definition.tables ?? [],
    contributes: list(definition.contributes),
    ...(definition.blobsInUse ? { blobsInUse: definition.blobsInUse } : {}),
    ...(definition.housekeeping ? { housekeeping: definition.housekeeping } : {}),
  });
}

/** What a feature's queries take: a database handle or a transaction with the core tables and the feature's. */
export type FeatureDb<Tables> = Kysely<Database & Tables>;

/**
 * Any database handle or transaction, core's or a feature's view of it. The kit's helpers take one and query
 * core tables through coreDb(db), so a feature passes its own view without converting it.
 */
export type SomeDb = Kysely<any>;
export const coreDb = (db: SomeDb): Db => db as Db;

/**
 * The database as a feature sees it: the core tables plus the feature's own, typed in its tables.ts.
 * Core's Database type names no feature table; a feature widens it where it queries:
 *
 *   const boxeDb = featureDb<BoxeTables>();   ...   boxeDb(ctx.db).selectFrom('brFiscalDocuments')
 *
 * Like Kysely's withTables() it only widens the type: the handle (or the transaction) is the same object.
 */
export const featureDb = <Tables>() => (db: SomeDb): FeatureDb<Tables> => db as FeatureDb<Tables>;
