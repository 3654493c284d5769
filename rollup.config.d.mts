// Types for the benchmarks that reuse the portal's rollup settings.
import type { OutputBundle, OutputChunk, OutputOptions, Plugin, RollupOptions } from 'rollup';

export function browserPlugins(options?: { minify?: boolean }): Plugin[];
export function screensChunk(bundle: OutputBundle): OutputChunk | undefined;
export function staticClosure(bundle: OutputBundle, fileName: string): Set<string>;
declare const config: RollupOptions & { plugins: Plugin[]; output: OutputOptions };
export default config;
