import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrateDown, migrateToLatest, openDatabase } from '../db/database';
import { runSeeds } from '../seed/index';
import { FsBlobStore } from '../storage/fs-blob-store';

/** npm run db:reset — drops every table (migrations down), removes stored files, migrates and seeds again. */
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateDown(database.db);
  await fs.rm(path.join(config.dataDir, 'blobs'), { recursive: true, force: true });
  await fs.rm(path.join(config.dataDir, 'outbox'), { recursive: true, force: true });
  await migrateToLatest(database.db);
  const ran = await runSeeds(database.db, new FsBlobStore(path.join(config.dataDir, 'blobs')));
  console.log(`Database reset (${database.kind}); seeded: ${ran.join(', ')}`);
} finally {
  await database.close();
}
