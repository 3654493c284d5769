import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm run bench`: every benchmark, one after another (they share two cores; running them together would
 * measure each other). Each prints its figures next to a reference measured in the same run.
 */
const BENCHES = [
  ['bundle size', 'bench/bundle/run.ts'],
  ['first load (Lighthouse)', 'bench/lighthouse/run.ts'],
  ['server', 'bench/server/run.ts'],
  ['client switcher', 'bench/shell/run.ts'],
  ['documents list', 'bench/documents/run.ts'],
  ['Box-E store', 'bench/boxe/run.ts'],
  ['grid vs AG Grid', 'bench/grid/run.ts'],
  ['scale', 'bench/scale/run.ts'],
] as const;

const only = process.argv[2];
let failed = 0;
for (const [name, script] of BENCHES) {
  if (only && !name.includes(only) && !script.includes(only)) continue;
  if (!existsSync(script)) {
    console.log(`\n== ${name}: not present (${script})`);
    continue;
  }
  console.log(`\n== ${name} (${script})`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    // A bench exits non-zero when one of its budgets was missed (its MISSED lines above) or it could not run.
    console.log(`!! the ${name} bench exited with ${result.status}: a budget MISSED above, or it failed`);
  }
}
process.exit(failed ? 1 : 0);
