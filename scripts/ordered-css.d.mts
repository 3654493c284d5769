// Types for the stylesheet plugin's test (scripts/ordered-css.mjs).
import type { Plugin } from 'rollup';

export function orderedCss(options?: { minify?: boolean; output?: string }): Plugin;
