// Bundles both bench pages with rollup (production React, esbuild for TS/JSX) into `outDir`.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
export const PAGES = { ours: 'ours-page.tsx', aggrid: 'aggrid-page.ts' };

export async function buildBenchPages(outDir) {
  for (const [name, entry] of Object.entries(PAGES)) {
    const bundle = await rollup({
      input: here + entry,
      plugins: [
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
        commonjs(),
        esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } } }),
      ],
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
      },
    });
    await bundle.write({ file: `${outDir}/${name}.js`, format: 'es', inlineDynamicImports: true });
    await bundle.close();
  }
}
