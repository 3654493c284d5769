import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontDoors } from './aliases.mjs';

/** `export { a, type B } from './module'`: a front door is a list of these and nothing else. */
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/**
 * Each name a front door exports (types left out: they are gone from the bundle) -> the file that defines it; null
 * for a door that does more than re-export (the toolkit's index imports its stylesheet), which is left whole.
 */
function exportsOf(door) {
  const file = `${door}.ts`;
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  if (source.replace(RE_EXPORT, '').replace(/[\s;]/g, '') !== '') return null;
  const names = new Map();
  for (const [, typeOnly, list, from] of source.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    for (const name of list.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) {
      names.set(name, path.resolve(path.dirname(file), from));
    }
  }
  return names;
}

/**
 * An import through a front door (@portico/plugin, @portico/toolkit/forms …) becomes imports of the modules that
 * define the names, so the bundle's module graph is what it would be without the door: a manifest that imports
 * definePlugin from the door does not name Dialog's module as its dependency, a dialog that imports FormField does
 * not load the masked inputs, and the first-load chunks (firstLoadChunks, which follows importers) stay as they
 * are. Runs after esbuild, on JavaScript whose type-only imports are gone.
 */
export function frontDoorImports() {
  const doors = new Map(frontDoors().map(({ specifier, file }) => [specifier, exportsOf(file)]).filter(([, names]) => names));
  return {
    name: 'portico-front-doors',
    transform(code, id) {
      if (!code.includes('@portico/')) return null;
      const edits = [];
      for (const node of this.parse(code).body) {
        const door = node.type === 'ImportDeclaration' && doors.get(node.source.value);
        if (!door) continue;
        const byModule = new Map();
        for (const spec of node.specifiers) {
          const file = spec.type === 'ImportSpecifier' && door.get(spec.imported.name);
          if (!file) this.error(`${id}: ${node.source.value} has no export ${spec.imported?.name ?? '(namespace)'}`);
          const local = spec.local.name === spec.imported.name ? spec.local.name : `${spec.imported.name} as ${spec.local.name}`;
          byModule.set(file, [...(byModule.get(file) ?? []), local]);
        }
        const imports = [...byModule].map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`);
        edits.push([node.start, node.end, imports.join(' ')]);
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}
