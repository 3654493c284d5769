// Core's import graph (docs/core.md): its layers bottom-up, each importing only from its own layer and those
// below, and no circle. test/unit/core-layers.contract.test.ts cruises core with these rules in `npm test`, and
// checks there that no two folders import each other round a loop; `npx depcruise core` runs these rules alone.

/** Folders with a layer of their own; every other folder of core is a topic (see services and screens). */
const OWN = ['contract', 'kernel', 'toolkit', 'shell', 'app', 'plugin'];
const TOPIC = `^core/(?!(${OWN.join('|')})/)[^/]+/`;

/** Core's layers, bottom-up. The paths do not overlap: each module of core is in exactly one layer. */
export const LAYERS = [
  { name: 'contract', path: '^core/contract/' },
  { name: 'kernel', path: '^core/kernel/' },
  // A topic's service is its folder (auth, theme, help …); its screens are in the folder's screens/.
  { name: 'services', path: `${TOPIC}(?!screens/)` },
  { name: 'toolkit', path: '^core/toolkit/' },
  { name: 'screens', path: `${TOPIC}screens/` },
  { name: 'frame', path: '^core/shell/' },
  { name: 'app', path: '^core/app/' },
  // The features' browser door (@portico/plugin) re-exports from the layers below it; nothing in core imports it.
  { name: 'door', path: '^core/plugin/' },
];

/**
 * The rules judge the graph the code runs with: an `import type` is erased before it runs, so it orders no module
 * (the kernel's TOKENS name each service's type that way). An import that names only types without saying so
 * still counts, so the check errs on the strict side.
 */
const RUNTIME = { dependencyTypesNot: ['type-only'] };

/** One rule per layer: nothing it holds imports a layer above it. */
const upward = LAYERS.slice(0, -1).map(({ name, path }, i) => ({
  name: `no-upward-import-from-${name}`,
  severity: 'error',
  comment: `core's ${name} layer imports only from ${LAYERS.slice(0, i + 1).map((l) => l.name).join(', ')} (docs/core.md)`,
  from: { path },
  to: { path: LAYERS.slice(i + 1).map((above) => above.path), ...RUNTIME },
}));

export default {
  forbidden: [
    {
      name: 'no-circular-in-core',
      severity: 'error',
      comment: 'core reads bottom-up: a circle has no bottom (docs/core.md)',
      from: { path: '^core/' },
      to: { path: '^core/', circular: true, viaOnly: RUNTIME },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    // Parsed from the TypeScript source, so `import type` is seen and marked type-only (see RUNTIME).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] },
  },
};
