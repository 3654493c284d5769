import { resolve } from 'node:path';
import { ScaffoldError } from './new/names';
import { newRoute } from './new/route';
import { newFeature, newPlugin, type ScaffoldResult } from './new/scaffold';

/**
 * npm run new -- <namespace>.<feature> feature [--variant us|br]
 * npm run new -- <namespace>.<feature>/<plugin> action|widget|area|dialog
 * npm run new -- route <namespace>.<feature> <name> [--method GET|POST|PUT|PATCH|DELETE]
 *
 * Writes a working feature (screens' contract, server module with route, table, migration and demo seed,
 * translations, tests), a plugin of one, or one more route of one; see docs/plugins.md. Run from the repository's root.
 */
const USAGE = `Usage:
  npm run new -- <namespace>.<feature> feature [--variant us|br]         a feature: contract, server route, table, migration, seed, texts, tests
  npm run new -- <namespace>.<feature>/<plugin> action|widget|area|dialog  a plugin of that feature: manifest, component, test, texts
  npm run new -- route <namespace>.<feature> <name> [--method GET|POST|PUT|PATCH|DELETE]
                                                                         a route of that feature: its declaration, handler, server test

  e.g. npm run new -- acme.timesheets feature
       npm run new -- acme.timesheets/log-hours action
       npm run new -- route acme.timesheets approve-week --method POST
Names are lower-case words joined by dashes. See docs/plugins.md.`;

class UsageError extends Error {}

/** `args` without `--name value`, and that value (undefined when the option is absent). */
function option(args: string[], name: string): [string[], string | undefined] {
  const at = args.indexOf(name);
  if (at < 0) return [args, undefined];
  const value = args[at + 1];
  if (!value || value.startsWith('-')) throw new UsageError(`${name} needs a value, like ${name} ${name === '--method' ? 'POST' : 'br'}`);
  return [args.filter((_, i) => i !== at && i !== at + 1), value];
}

function run(args: string[]): ScaffoldResult {
  const root = resolve(import.meta.dirname, '..');
  const [withoutVariant, variant] = option(args, '--variant');
  const [positional, method] = option(withoutVariant, '--method');
  if (positional.some((a) => a.startsWith('-'))) throw new UsageError(`unknown option ${positional.find((a) => a.startsWith('-'))}`);
  if (positional[0] === 'route') {
    if (positional.length !== 3) throw new UsageError('expected "route", a feature id and a route name');
    if (variant) throw new UsageError('--variant is for a new feature; a route is served wherever its feature is enabled');
    return newRoute(root, positional[1]!, positional[2]!, method);
  }
  if (method) throw new UsageError('--method is for a route: npm run new -- route <feature id> <name> --method POST');
  if (positional.length !== 2) throw new UsageError('expected a name and a kind');
  const [name, kind] = positional as [string, string];
  if (kind === 'feature') return newFeature(root, name, variant);
  if (variant) throw new UsageError('--variant is for a new feature; a plugin shows wherever its feature is enabled');
  return newPlugin(root, name, kind);
}

try {
  const result = run(process.argv.slice(2));
  console.log(`Wrote:\n${result.written.map((f) => `  ${f}`).join('\n')}`);
  if (result.changed.length) console.log(`Changed:\n${result.changed.map((f) => `  ${f}`).join('\n')}`);
  console.log(`\n${result.next.join('\n')}`);
} catch (error) {
  if (error instanceof UsageError) console.error(`npm run new: ${error.message}\n\n${USAGE}`);
  else if (error instanceof ScaffoldError) console.error(`npm run new: ${error.message}`);
  else throw error;
  process.exitCode = 1;
}
