import { resolve } from 'node:path';
import { ScaffoldError } from './new/names';
import { newFeature, newPlugin, type ScaffoldResult } from './new/scaffold';

/**
 * npm run new -- <namespace>.<feature> feature [--variant us|br]
 * npm run new -- <namespace>.<feature>/<plugin> action|widget|area|dialog
 *
 * Writes a working feature (screens' contract, server module with route, table, migration and demo seed,
 * translations, tests) or a plugin of one; see docs/plugins.md. Run from the repository's root.
 */
const USAGE = `Usage:
  npm run new -- <namespace>.<feature> feature [--variant us|br]         a feature: contract, server route, table, migration, seed, texts, tests
  npm run new -- <namespace>.<feature>/<plugin> action|widget|area|dialog  a plugin of that feature: manifest, component, test, texts

  e.g. npm run new -- acme.timesheets feature
       npm run new -- acme.timesheets/log-hours action
Names are lower-case words joined by dashes. See docs/plugins.md.`;

function run(args: string[]): ScaffoldResult {
  const root = resolve(import.meta.dirname, '..');
  const variantAt = args.indexOf('--variant');
  const variant = variantAt >= 0 ? args[variantAt + 1] : undefined;
  if (variantAt >= 0 && (!variant || variant.startsWith('-'))) throw new UsageError('--variant needs a name, like --variant br');
  const positional = variantAt < 0 ? args : args.filter((_, i) => i !== variantAt && i !== variantAt + 1);
  if (positional.length !== 2 || positional.some((a) => a.startsWith('-'))) throw new UsageError('expected a name and a kind');
  const [name, kind] = positional as [string, string];
  if (kind === 'feature') return newFeature(root, name, variant);
  if (variant) throw new UsageError('--variant is for a new feature; a plugin shows wherever its feature is enabled');
  return newPlugin(root, name, kind);
}

class UsageError extends Error {}

try {
  const result = run(process.argv.slice(2));
  console.log(`Wrote:\n${result.written.map((f) => `  ${f}`).join('\n')}`);
  if (result.changed.length) console.log(`Changed (one line or key each):\n${result.changed.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\n${result.next.join('\n')}`);
} catch (error) {
  if (error instanceof UsageError) console.error(`npm run new: ${error.message}\n\n${USAGE}`);
  else if (error instanceof ScaffoldError) console.error(`npm run new: ${error.message}`);
  else throw error;
  process.exitCode = 1;
}
