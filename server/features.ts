import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';
import type { RouteModule } from './http/context';
import { coreMigrations } from './db/migrations/index';
import { coreSeedSteps } from './seed/index';
import type { SeedStep } from './seed/seed-context';
import { ServerFeatureError, type ServerFeature } from './kit/feature';
import { contributionsOf, type ContributionsOf } from './kit/contributions';

/**
 * Server features found by convention: every `plugins/<namespace>/<name>/server/index.ts` under the root
 * directory, whose default export is `defineServerFeature({ id: '<namespace>.<name>', ... })`. Core imports
 * no feature by name. Migrations of every feature found always run (the schema does not depend on the
 * variant); routes and seed steps only those of the features the variant enables.
 */
export const FEATURE_MODULE = path.join('server', 'index.ts');

/** The module's folder and the id its default export must carry. */
export class FeatureIdMismatchError extends ServerFeatureError {
  override name = 'FeatureIdMismatchError';
  constructor(readonly file: string, readonly expected: string, readonly actual: string) {
    super(`${file} defines feature "${actual}", but its folder makes it "${expected}": the id is "<namespace>.<folder>"`);
  }
}

/** A feature module without a defineServerFeature default export. */
export class MissingServerFeatureError extends ServerFeatureError {
  override name = 'MissingServerFeatureError';
  constructor(readonly file: string, readonly expected: string) {
    super(`${file} must \`export default defineServerFeature({ id: '${expected}', ... })\` (server/kit/feature.ts)`);
  }
}

/** Two features (or a feature and core) bring the same migration name, or claim the same table. */
export class FeatureConflictError extends ServerFeatureError {
  override name = 'FeatureConflictError';
}

export interface FeatureSet {
  /** Every feature found, by id: their migrations always run. */
  all: readonly ServerFeature[];
  /** The features the variant enables, by id: their routes are served and their seed steps run. */
  enabled: readonly ServerFeature[];
  /** Core's migrations and every feature's, by name. */
  migrations: Record<string, Migration>;
  /** Core's seed steps, then the enabled features' in the order of their ids. */
  seedSteps: readonly SeedStep[];
  /** The enabled features' route modules. */
  routes: readonly RouteModule[];
  /** What the enabled features contribute to each contribution point. */
  contributions: ContributionsOf;
}

interface FeatureModule {
  id: string;
  /** Relative to the root directory, for messages. */
  file: string;
  url: string;
}

/** plugins/<namespace>/<name>/server/index.ts, sorted by id. */
export function featureModules(rootDir: string): FeatureModule[] {
  const plugins = path.join(rootDir, 'plugins');
  const dirs = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : []);
  return dirs(plugins).flatMap((namespace) => dirs(path.join(plugins, namespace)).map((name) => ({ namespace, name })))
    .map(({ namespace, name }) => ({ id: `${namespace}.${name}`, absolute: path.join(plugins, namespace, name, FEATURE_MODULE) }))
    .filter((m) => fs.existsSync(m.absolute))
    .map((m) => ({ id: m.id, file: path.relative(rootDir, m.absolute), url: pathToFileURL(m.absolute).href }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const isServerFeature = (value: unknown): value is ServerFeature =>
  typeof value === 'object' && value !== null && typeof (value as ServerFeature).id === 'string'
  && Array.isArray((value as ServerFeature).routes) && Array.isArray((value as ServerFeature).seed);

/** Imports every feature module and checks that each is the feature its folder names. */
export async function discoverFeatures(rootDir: string): Promise<ServerFeature[]> {
  const features: ServerFeature[] = [];
  for (const module of featureModules(rootDir)) {
    const feature: unknown = ((await import(module.url)) as { default?: unknown }).default;
    if (!isServerFeature(feature)) throw new MissingServerFeatureError(module.file, module.id);
    if (feature.id !== module.id) throw new FeatureIdMismatchError(module.file, module.id, feature.id);
    features.push(feature);
  }
  return features;
}

/** registry.json enables a whole feature ("br.boxe") or one of its plugins ("br.boxe/nfe-storage"). */
export const isFeatureEnabled = (featureId: string, pluginIds: readonly string[]) =>
  pluginIds.some((id) => id === featureId || id.startsWith(`${featureId}/`));

/** A feature named to serve alone (a test's `features`) that the variant does not enable. */
export class FeatureNotEnabledError extends ServerFeatureError {
  override name = 'FeatureNotEnabledError';
  constructor(readonly featureId: string, readonly variant: string) {
    super(`Feature "${featureId}" is not enabled in variant "${variant}" (registry.json): it cannot be served alone`);
  }
}

/**
 * The variant's plugin ids that belong to the named features: a test server serves only the features it tests
 * (core's own routes still), and skips registering every other route of the variant.
 */
export function pluginIdsOfFeatures(featureIds: readonly string[], pluginIds: readonly string[], variant: string): string[] {
  for (const id of featureIds) if (!isFeatureEnabled(id, pluginIds)) throw new FeatureNotEnabledError(id, variant);
  return pluginIds.filter((pluginId) => featureIds.some((id) => isFeatureEnabled(id, [pluginId])));
}

/** Core's migrations and every feature's; a name brought twice, or a table claimed twice, stops the start. */
export function allMigrations(features: readonly ServerFeature[]): Record<string, Migration> {
  const owner = new Map<string, string>(Object.keys(coreMigrations).map((name) => [name, 'core']));
  const migrations: Record<string, Migration> = { ...coreMigrations };
  const tables = new Map<string, string>();
  for (const feature of features) {
    for (const [name, migration] of Object.entries(feature.migrations)) {
      if (owner.has(name)) throw new FeatureConflictError(`Migration "${name}" of ${feature.id} is also ${owner.get(name)}'s: names must be unique`);
      owner.set(name, feature.id);
      migrations[name] = migration;
    }
    for (const table of feature.tables) {
      if (tables.has(table)) throw new FeatureConflictError(`Table "${table}" is claimed by ${tables.get(table)} and ${feature.id}`);
      tables.set(table, feature.id);
    }
  }
  return Object.fromEntries(Object.entries(migrations).sort(([a], [b]) => a.localeCompare(b)));
}

/** What the server runs for the features found under rootDir and the plugin ids the variant enables. */
export function featureSet(all: readonly ServerFeature[], pluginIds: readonly string[]): FeatureSet {
  const enabled = all.filter((f) => isFeatureEnabled(f.id, pluginIds));
  return {
    all,
    enabled,
    migrations: allMigrations(all),
    seedSteps: [...coreSeedSteps, ...enabled.flatMap((f) => f.seed)],
    routes: enabled.flatMap((f) => f.routes),
    contributions: contributionsOf(enabled),
  };
}

export async function loadFeatures(rootDir: string, pluginIds: readonly string[]): Promise<FeatureSet> {
  return featureSet(await discoverFeatures(rootDir), pluginIds);
}
