import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { ServerConfig } from '../config';
import { createTestDatabase } from './test-database';
import { templateFor } from './template';

/** A test's own data: a data directory and, under DATABASE_URL, a PostgreSQL database. */
export interface TestData {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

/**
 * Fresh data for a server with these settings: a copy of the run's seeded template for them when there is one
 * (test/setup/server-templates.ts), else empty. `seed: false` asks for empty data.
 */
export async function createTestData(options: { config?: Partial<ServerConfig>; seed?: boolean } = {}): Promise<TestData> {
  const template = options.seed === false ? undefined : templateFor(inject('dataTemplates') ?? [], options.config ?? {});
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portico-test-'));
  if (template) await fsp.cp(template.dataDir, dataDir, { recursive: true });
  const database = process.env.DATABASE_URL
    ? await createTestDatabase(process.env.DATABASE_URL, { template: template?.databaseName })
    : undefined;
  return {
    dataDir,
    databaseUrl: database?.url,
    remove: async () => {
      await database?.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}
