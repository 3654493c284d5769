import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { KEY_FILE } from '../auth/signing-key';
import { createTestDatabase, dropTestDatabase } from './test-database';

/**
 * A migrated and seeded data directory (blobs included) and, under DATABASE_URL, PostgreSQL database, built
 * once per test run (test/setup/server-templates.ts) and copied for each seeded test server, so a test file no
 * longer pays for the migrations and the demo seed.
 */
export interface DataTemplate {
  /** The settings the data depends on (templateKey): a server whose own differ gets no copy. */
  key: string;
  dataDir: string;
  /** Copied with CREATE DATABASE … TEMPLATE. */
  databaseName?: string | undefined;
}

/** The migrations are those of the features under rootDir; the seed steps those the registry enables for the variant. */
const templateKey = (config: ServerConfig): string => JSON.stringify([config.rootDir, config.registryFile, config.variant]);

export async function buildTemplate(variant: string, baseUrl: string | undefined): Promise<DataTemplate> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), `portico-template-${variant}-`));
  const database = baseUrl ? await createTestDatabase(baseUrl) : undefined;
  const built = await buildApp({ config: { dataDir, databaseUrl: database?.url, logger: false, variant } });
  await built.close();
  // Each server still makes its own signing key: a token of one test server means nothing to another.
  await fsp.rm(path.join(dataDir, KEY_FILE), { force: true });
  return { key: templateKey(built.ctx.config), dataDir, databaseName: database?.name };
}

export async function removeTemplate(template: DataTemplate, baseUrl: string | undefined): Promise<void> {
  await fsp.rm(template.dataDir, { recursive: true, force: true });
  if (baseUrl && template.databaseName) await dropTestDatabase(baseUrl, template.databaseName);
}

/** The run's template for a server with these settings, if there is one. */
export function templateFor(templates: readonly DataTemplate[], config: Partial<ServerConfig>): DataTemplate | undefined {
  const key = templateKey(loadConfig(config));
  return templates.find((t) => t.key === key);
}
