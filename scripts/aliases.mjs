import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** tsconfig.json's "paths": [pattern, its target in the repository] */
const paths = () => Object.entries(JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths ?? {})
  .map(([pattern, [target]]) => [pattern, path.join(root, target)]);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The import aliases (the front doors @portico/plugin and @portico/plugin-server, @portico/toolkit,
 * @portico/contract …) as tsconfig.json declares them, its "paths" being the one definition: tsc and tsx read it
 * there, rollup and vitest through this list. A pattern without `/*` names one module, so it matches only itself
 * (`@portico/plugin` is no prefix of `@portico/plugin/testing` or `@portico/plugin-server`).
 */
export function importAliases() {
  return paths().map(([pattern, target]) => ({
    find: pattern.endsWith('/*') ? pattern.slice(0, -2) : new RegExp(`^${escapeRegExp(pattern)}$`),
    replacement: target.replace(/\/\*$/, ''),
  }));
}

/** The aliases that name one module, the front doors (`@portico/plugin` -> <root>/core/plugin/index, no extension). */
export const frontDoors = () => paths().filter(([pattern]) => !pattern.endsWith('/*'))
  .map(([specifier, file]) => ({ specifier, file }));
