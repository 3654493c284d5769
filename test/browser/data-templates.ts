import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Seeded data directories the suite's servers start from, one per working directory (the repository, or the
 * scaffold test's copy) and variant: made once by that code's own `npm run db:reset` (migrations and demo seed,
 * no keys), then copied for each server, which therefore starts on the data the seed gives without running it.
 * The data depends on nothing else: a server's other settings do not change what the seed writes.
 */
const templates = new Map<string, Promise<string>>();

async function make(cwd: string, variant: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `portico-browser-template-${variant}-`));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/db-reset.ts'], {
    cwd,
    // The embedded database, as every server of the suite uses.
    env: { ...process.env, PORTICO_DATA_DIR: dataDir, PORTICO_VARIANT: variant, DATABASE_URL: '' },
  });
  return dataDir;
}

/** The template's directory for the code in `cwd` and this variant, made on first use. */
export function dataTemplate(variant: string, cwd = process.cwd()): Promise<string> {
  const key = JSON.stringify([cwd, variant]);
  if (!templates.has(key)) {
    const made = make(cwd, variant);
    // Made ahead of use too (run.ts): a failure is the first server's to report, not an unhandled rejection.
    made.catch(() => undefined);
    templates.set(key, made);
  }
  return templates.get(key)!;
}

/** Removes every template made so far. */
export async function removeDataTemplates(): Promise<void> {
  const dirs = await Promise.allSettled(templates.values());
  for (const dir of dirs) if (dir.status === 'fulfilled') rmSync(dir.value, { recursive: true, force: true });
  templates.clear();
}
