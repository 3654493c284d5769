#!/usr/bin/env node
// Builds the SQLite extension with the portal's name-order collations (server/db/collation/portico_collation.c)
// into .cache/, with gcc against the system's ICU (libicu-dev, scripts/install-system-tools.sh). Run from
// postinstall; server/db/database.ts calls it too, so a checkout whose build is missing or older than the
// source compiles it on its first connection.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'server/db/collation/portico_collation.c');
// SQLite derives the entry point from the file name: sqlite3_porticocollation_init.
const target = join(root, '.cache/portico_collation.so');

const mtime = (file) => { try { return statSync(file).mtimeMs; } catch { return -1; } };

/** The extension's path, compiled first when absent or stale. */
export function sqliteCollationExtension() {
  if (mtime(target) >= mtime(source)) return target;
  mkdirSync(dirname(target), { recursive: true });
  // Built beside and renamed: test workers starting together never load a half-written file.
  const partial = `${target}.${process.pid}.tmp`;
  const icu = execFileSync('pkg-config', ['--cflags', '--libs', 'icu-i18n', 'icu-uc'], { encoding: 'utf8' }).trim().split(/\s+/);
  execFileSync('gcc', ['-O2', '-fPIC', '-shared', source, '-o', partial, ...icu], { stdio: 'inherit' });
  renameSync(partial, target);
  return target;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(sqliteCollationExtension());
