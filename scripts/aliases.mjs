import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The import aliases (@portico/kernel, @portico/toolkit, @portico/contract) as tsconfig.json declares them,
 * its "paths" being the one definition: tsc and tsx read it there, rollup and vitest through this list.
 */
export function importAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  return Object.entries(compilerOptions.paths ?? {}).map(([pattern, [target]]) => ({
    find: pattern.replace(/\/\*$/, ''),
    replacement: path.join(root, target.replace(/\/\*$/, '')),
  }));
}
