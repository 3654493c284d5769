import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrateDown, migrateToLatest, openDatabase } from '../db/database';
import { runSeeds } from '../seed/index';
import { openBlobStore } from '../storage/open-blob-store';
import { loadFeatures } from '../features';
import { loadPortalConfig } from '../http/portal-config';

/** npm run db:reset — drops every table (migrations down), removes stored files, migrates and seeds again. */
const config = loadConfig();
const features = await loadFeatures(config.rootDir, loadPortalConfig(config).plugins.map((p) => p.id));
const database = openDatabase(config);
try {
  await migrateDown(database.db, features.migrations);
  await fs.rm(path.join(config.dataDir, 'blobs'), { recursive: true, force: true });
  await fs.rm(path.join(config.dataDir, 'outbox'), { recursive: true, force: true });
  await migrateToLatest(database.db, features.migrations);
  const ran = await runSeeds(database.db, openBlobStore(config), features.seedSteps);
  console.log(`Database reset (${database.kind}); seeded: ${ran.join(', ')}`);
} finally {
  await database.close();
}
