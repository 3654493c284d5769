import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.mjs';

/** Core's modules and their imports, as dependency-cruiser reads them with the repository's rules. */
async function cruiseCore(forbidden = config.forbidden): Promise<ICruiseResult> {
  // tsConfig.fileName in the options resolves the import aliases; its parsed form is for reading the source.
  const { output } = await cruise(
    ['core'],
    { ...config.options, validate: true, ruleSet: { forbidden } },
    undefined,
    { tsConfig: extractTSConfig(config.options.tsConfig.fileName) },
  );
  return output as ICruiseResult;
}

/** Each broken rule as one line naming the import (or the circle of imports). */
const ruleViolations = (result: ICruiseResult): string[] =>
  result.summary.violations.map((v) =>
    v.cycle?.length
      ? `${v.rule.name}: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')}`
      : `${v.rule.name}: ${v.from} imports ${v.to}`,
  );

/** core/<folder> of a path in core. */
const folderOf = (path: string) => path.split('/').slice(0, 2).join('/');

/**
 * Folders of core that import each other at run time, directly or round a loop, each loop with the imports that
 * close it. dependency-cruiser's folder rules count `import type` too, so the loops are found here, from its
 * module graph: Tarjan's strongly connected components of the folder graph.
 */
export function folderLoops(modules: IModule[]): string[] {
  const imports = new Map<string, Map<string, string>>(); // folder -> folder it imports -> one import that does
  for (const { source, dependencies } of modules) {
    for (const { resolved, dependencyTypes } of dependencies) {
      const [from, to] = [folderOf(source), folderOf(resolved)];
      if (!source.startsWith('core/') || !resolved.startsWith('core/') || from === to || dependencyTypes.includes('type-only')) continue;
      if (!imports.has(from)) imports.set(from, new Map());
      if (!imports.get(from)!.has(to)) imports.get(from)!.set(to, `${source} imports ${resolved}`);
    }
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of imports.get(folder)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const loop = stack.splice(stack.indexOf(folder));
    if (loop.length < 2) return;
    const closing = loop.flatMap((from) => loop.filter((to) => imports.get(from)?.has(to)).map((to) => imports.get(from)!.get(to)!));
    loops.push(`folders in a loop: ${[...loop].sort().join(', ')} (${closing.sort().join('; ')})`);
  };
  for (const folder of imports.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

describe("core's import graph (docs/core.md)", () => {
  it('has no circle and no import from a lower layer to a higher one', async () => {
    const result = await cruiseCore();
    expect([...ruleViolations(result), ...folderLoops(result.modules)]).toEqual([]);
  }, 120_000);

  it('names the imports that close a loop of folders', () => {
    const module = (source: string, ...imports: string[]): IModule =>
      ({ source, dependencies: imports.map((resolved) => ({ resolved, dependencyTypes: ['local', 'import'] })) }) as unknown as IModule;
    const typeOnly = { source: 'core/kernel/tokens.ts', dependencies: [{ resolved: 'core/auth/auth.ts', dependencyTypes: ['local', 'type-only'] }] } as unknown as IModule;
    expect(folderLoops([module('core/auth/auth.ts', 'core/kernel/tokens.ts'), typeOnly])).toEqual([]);
    expect(folderLoops([module('core/auth/auth.ts', 'core/kernel/tokens.ts'), module('core/kernel/tokens.ts', 'core/shell/a.ts'), module('core/shell/a.ts', 'core/auth/auth.ts')]))
      .toEqual(['folders in a loop: core/auth, core/kernel, core/shell (core/auth/auth.ts imports core/kernel/tokens.ts; core/kernel/tokens.ts imports core/shell/a.ts; core/shell/a.ts imports core/auth/auth.ts)']);
  });
});
