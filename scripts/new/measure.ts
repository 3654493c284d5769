import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { makeSandbox } from './sandbox';

/**
 * How long `npm run new` takes from nothing to passing tests, and what it touches: in a throwaway copy of the
 * repository (./sandbox.ts) it writes a feature (route, table, migration, seed), an action of it and one more
 * route, then runs the generated tests: `npm run new:measure`. test/unit/scaffold.test.ts checks the same
 * commands and tests in npm test, so this runs only when asked.
 */
export const STEPS = [
  ['acme.timesheets', 'feature'],
  ['acme.timesheets/log-hours', 'action'],
  ['route', 'acme.timesheets', 'approve-week', '--method', 'POST'],
] as const;

export interface Measurement {
  commands: string[];
  /** Paths relative to the repository: files written or changed, and the folders they are in (new ones apart). */
  files: { added: string[]; changed: string[] };
  folders: { touched: string[]; created: string[] };
  tests: { files: string[]; passed: number; failed: number };
  seconds: { scaffold: number; tests: number; total: number };
}

interface VitestReport { numPassedTests: number; numFailedTests: number; testResults: Array<{ name: string; status: string }> }

const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

export async function measure(root: string): Promise<Measurement> {
  const sandbox = await makeSandbox(root, 'portico-measure-');
  try {
    const folders = new Set(execFileSync('git', ['ls-tree', '-r', '-d', '--name-only', 'HEAD'], { cwd: sandbox.dir, encoding: 'utf8' }).split('\n').filter(Boolean));
    const start = process.hrtime.bigint();
    const commands: string[] = [];
    for (const args of STEPS) {
      await sandbox.run('npm', ['run', '--silent', 'new', '--', ...args]);
      commands.push(`npm run new -- ${args.join(' ')}`);
    }
    const scaffold = since(start);
    const testStart = process.hrtime.bigint();
    const out = await sandbox.run('npx', ['vitest', 'run', '--reporter=json', 'plugins/acme/timesheets'], { timeout: 300_000 });
    const tests = since(testStart);
    const report = JSON.parse(out.slice(out.indexOf('{'))) as VitestReport;

    const status = execFileSync('git', ['status', '--porcelain', '-uall'], { cwd: sandbox.dir, encoding: 'utf8' }).split('\n').filter(Boolean);
    const added = status.filter((l) => l.startsWith('??')).map((l) => l.slice(3)).sort();
    const changed = status.filter((l) => !l.startsWith('??')).map((l) => l.slice(3)).sort();
    const touched = [...new Set([...added, ...changed].map((f) => dirname(f)))].sort();
    const created = [...new Set(added.flatMap((f) => ancestors(f)))].filter((d) => !folders.has(d) && d !== '.').sort();
    return {
      commands,
      files: { added, changed },
      folders: { touched, created },
      tests: {
        files: report.testResults.map((r) => r.name.slice(sandbox.dir.length + 1)).sort(),
        passed: report.numPassedTests,
        failed: report.numFailedTests,
      },
      seconds: { scaffold: round(scaffold), tests: round(tests), total: round(scaffold + tests) },
    };
  } finally {
    sandbox.remove();
  }
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** "a/b/c.ts" -> ["a/b", "a"] */
function ancestors(file: string): string[] {
  const dirs: string[] = [];
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) dirs.push(dir);
  return dirs;
}

/** The measurement as a short report. */
export function report(m: Measurement): string {
  const list = (items: string[]) => items.map((i) => `    ${i}`).join('\n');
  return [
    ...m.commands.map((c) => `$ ${c}`),
    `$ npx vitest run plugins/acme/timesheets`,
    `files touched: ${m.files.added.length + m.files.changed.length} (${m.files.added.length} written, ${m.files.changed.length} changed)`,
    `  changed:\n${list(m.files.changed)}`,
    `  written:\n${list(m.files.added)}`,
    `folders touched: ${m.folders.touched.length} (${m.folders.created.length} of them new)`,
    `  new:\n${list(m.folders.created)}`,
    `tests: ${m.tests.passed} passed, ${m.tests.failed} failed, in ${m.tests.files.length} files`,
    `seconds: ${m.seconds.scaffold} to scaffold, ${m.seconds.tests} to run its tests, ${m.seconds.total} from scaffold to passing tests`,
  ].join('\n');
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const m = await measure(resolve(import.meta.dirname, '../..'));
  console.log(report(m));
  if (m.tests.failed || !m.tests.passed) process.exitCode = 1;
}
