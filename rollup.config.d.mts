// Types for the benchmarks that reuse the portal's rollup settings.
import type { OutputOptions, Plugin, RollupOptions } from 'rollup';

export function browserPlugins(options?: { minify?: boolean }): Plugin[];
declare const config: RollupOptions & { plugins: Plugin[]; output: OutputOptions };
export default config;
