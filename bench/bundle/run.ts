import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup, type OutputChunk } from 'rollup';
import config, { browserPlugins, screensChunk, staticClosure } from '../../rollup.config.mjs';

/**
 * Bundle budget: gzip bytes of the portal's entry (the entry chunk plus the chunks it imports statically,
 * i.e. everything before first render) and of each plugin chunk, against a bare React + ReactDOM app
 * built with the same settings in the same run. Budget (issue 16): entry at most 1.6x bare React.
 */
const gz = (code: string) => gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bareReact(): Promise<number> {
  const bundle = await rollup({ input: 'bench/bundle/bare-react.tsx', plugins: browserPlugins(), onwarn: () => {} });
  const { output } = await bundle.generate({ format: 'es' });
  return output.filter((o): o is OutputChunk => o.type === 'chunk').reduce((sum, c) => sum + gz(c.code), 0);
}

async function portal() {
  const bundle = await rollup({ ...config, plugins: config.plugins.filter((p: { name: string }) => !p.name.startsWith('portico-')) });
  const { output } = await bundle.generate({ ...config.output, dir: undefined });
  const chunks = new Map(output.filter((o): o is OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]));
  const entry = [...chunks.values()].find((c) => c.isEntry)!;
  const initial = [entry, ...entry.imports.map((f) => chunks.get(f)!)];
  // The screens' chunk the entry imports as it starts and the page preloads (core/app/render-portal.tsx): with
  // it, everything the first render runs, i18next included.
  const byName = Object.fromEntries(chunks);
  const screens = screensChunk(byName);
  const firstRender = new Set([...initial, ...(screens ? [...staticClosure(byName, screens.fileName)].map((f) => chunks.get(f)!) : [])]);
  const plugins = [...chunks.values()]
    .filter((c) => c.isDynamicEntry && c.facadeModuleId?.includes('/plugins/'))
    .map((c) => ({ plugin: /plugins\/(.+)\/[^/]+$/.exec(c.facadeModuleId!)![1]!, file: c.fileName, bytes: gz(c.code) }));
  const shared = [...chunks.values()].filter((c) => !c.isEntry && !c.isDynamicEntry && !firstRender.has(c));
  return {
    entryBytes: initial.reduce((s, c) => s + gz(c.code), 0), initialFiles: initial.map((c) => c.fileName), plugins, shared,
    firstRenderBytes: [...firstRender].reduce((s, c) => s + gz(c.code), 0), firstRenderFiles: firstRender.size,
  };
}

const [bare, built] = await Promise.all([bareReact(), portal()]);
const ratio = built.entryBytes / bare;
console.log('\nBundle (production build, gzip -9)');
console.log(`  bare React + ReactDOM app      ${kb(bare)}`);
console.log(`  portal entry (${built.initialFiles.length} file(s))       ${kb(built.entryBytes)}`);
console.log(`  first render (${built.firstRenderFiles} files, entry + screens) ${kb(built.firstRenderBytes)} (${(built.firstRenderBytes / bare).toFixed(2)}x bare React)`);
for (const p of built.plugins.sort((a, b) => a.plugin.localeCompare(b.plugin))) {
  console.log(`  plugin ${p.plugin.padEnd(28)} ${kb(p.bytes)}`);
}
for (const c of built.shared) console.log(`  shared lazy chunk ${c.fileName.padEnd(18)} ${kb(gz(c.code))}`);
console.log(`  entry / bare React ratio: ${ratio.toFixed(2)}x (budget 1.60x) ${ratio <= 1.6 ? 'OK' : 'OVER BUDGET'}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(resolve('bench-results/bundle.json'), JSON.stringify({ bare, entry: built.entryBytes, ratio, firstRender: built.firstRenderBytes }, null, 2));
