// Bundles both bench pages with rollup into `outDir`, with the portal build's own plugins (its import aliases,
// production React, minified), so our page is built as the portal is.
import { rollup } from 'rollup';
import { fileURLToPath } from 'node:url';
import { browserPlugins } from '../../rollup.config.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
export const PAGES = { ours: 'ours-page.tsx', aggrid: 'aggrid-page.ts' };

export async function buildBenchPages(outDir) {
  for (const [name, entry] of Object.entries(PAGES)) {
    const bundle = await rollup({
      input: here + entry,
      plugins: browserPlugins({ minify: true }),
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
      },
    });
    await bundle.write({ file: `${outDir}/${name}.js`, format: 'es', inlineDynamicImports: true });
    await bundle.close();
  }
}
