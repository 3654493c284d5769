#!/usr/bin/env node
// `npm test`: type-check, unit and component tests, the server suite on SQLite and on PostgreSQL, then the
// browser suite in Chromium. Prints one closing "N passed, N failed" line over every runner.
//
// The first three run side by side: vitest gives each run one worker on a 2-core machine (cores - 1), and the
// type-check and the PostgreSQL pass fill the other core instead of waiting their turn. The browser suite, whose
// scenarios wait on timing in Chromium, runs alone after them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again at the end so the tail of a CI log says which test failed.
const failedTests = [];

// Each stage's wall time, printed at the end (the suite's length is watched: a clean CI run has a budget).
const stageTimes = [];

/**
 * Runs one stage and resolves to its exit status. `alongside`: other stages run at the same time, so its output
 * is held and printed whole when it ends rather than interleaved with theirs.
 */
function run(label, command, args, { env = {}, alongside = false } = {}) {
  console.log(`\n▶ ${label}${alongside ? ' (its output follows when it ends)' : ''}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const output = [];
  if (alongside) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (alongside) console.log(`\n◀ ${label} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      stageTimes.push(`${label}: ${seconds} s`);
      if (status !== 0) failures.push(label);
      resolve(status);
    });
  });
}

/** `args` starts with the vitest command: run, or related (with --run) and its source files. */
async function vitest(label, args, env = {}) {
  const report = `test-results/vitest-${label.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  await run(label, 'npx', ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env, alongside: true });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    results.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults) {
      for (const test of file.assertionResults) if (test.status === 'failed') failedTests.push(`${label}: ${file.name} › ${test.fullName}`);
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) failedTests.push(`${label}: ${file.name} (${file.message})`);
    }
  } catch {
    results.failed += 1;
    failures.push(`${label} (no report)`);
  }
}

mkdirSync('test-results', { recursive: true });
const suiteStarted = Date.now();

// PORTICO_PG_DIR: the throwaway cluster's folder (cluster.mjs's default otherwise), so that runs side by side on one
// machine do not share one.
const clusterArgs = (command) => ['scripts/postgres/cluster.mjs', command, ...(process.env.PORTICO_PG_DIR ? [process.env.PORTICO_PG_DIR] : [])];
const cluster = spawnSync('node', clusterArgs('start'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const databaseUrl = /DATABASE_URL=(\S+)/.exec(cluster.stdout ?? '')?.[1];
if (cluster.status !== 0 || !databaseUrl) {
  console.log('\n' + '!'.repeat(72) + '\n!! PostgreSQL pass SKIPPED: the cluster could not start (see above).\n' + '!'.repeat(72));
  if (process.env.CI) failures.push('PostgreSQL pass skipped in CI');
}
try {
  await Promise.all([
    run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { alongside: true }).then((status) => {
      if (status === 0) results.passed += 1;
      else results.failed += 1;
    }),
    vitest('unit, component and server tests (SQLite)', ['run']),
    // Only the server test files whose static imports reach the database module (vitest related): the others
    // never open a database, so on PostgreSQL they would run the very same code a second time.
    databaseUrl && vitest('server tests (PostgreSQL)', ['related', 'server/db/database.ts', '--run', '--project', 'server'], { DATABASE_URL: databaseUrl }),
  ]);
} finally {
  if (databaseUrl) spawnSync('node', clusterArgs('stop'), { stdio: 'inherit' });
}

if (process.env.PORTICO_SKIP_BROWSER !== '1') {
  rmSync('test-results/browser/summary.json', { force: true });
  await run('browser suite (Chromium)', 'node', ['--import', 'tsx', 'test/browser/run.ts']);
  try {
    const summary = JSON.parse(readFileSync('test-results/browser/summary.json', 'utf8'));
    results.passed += summary.passed;
    results.failed += summary.failed;
  } catch {
    results.failed += 1;
  }
}

console.log(`\nStage times (the first three side by side):\n  ${stageTimes.join('\n  ')}\n  all stages: ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(failures.length ? `\nFailed: ${failures.join('; ')}` : '\nAll test stages passed.');
console.log(`${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
