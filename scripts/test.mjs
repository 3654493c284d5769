#!/usr/bin/env node
// `npm test`: type-check (beside the portal's build for the browser suite), unit and component tests, the server
// suite on SQLite and on PostgreSQL, two server processes over PostgreSQL and S3 (test/cluster), then the browser
// suite in Chromium. Prints one closing "N passed, N failed" line over every runner.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again at the end so the tail of a CI log says which test failed.
const failedTests = [];

// Each stage's wall time, printed at the end (the suite's length is watched: a clean CI run has a budget).
const stageTimes = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stageTimes.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failures.push(label);
  return result.status;
}

/** run()'s asynchronous twin, for stages that run side by side; answers the exit status. */
function start(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit' }).on('close', (status) => {
      stageTimes.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
      if (status !== 0) failures.push(label);
      resolve(status);
    });
  });
}

/** `args` starts with the vitest command: run, or related (with --run) and its source files. */
function vitest(label, args, env = {}) {
  const report = `test-results/vitest-${label.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  run(label, 'npx', ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    // A stage that found no test file (vitest exits 0 then) has checked nothing.
    if (json.numTotalTests === 0) failures.push(`${label} (ran no tests)`);
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
// What the fiscal, signature and browser tests read their results back with (Debian's packages, when missing).
run('system tools', 'bash', ['scripts/install-system-tools.sh']);
const suiteStarted = Date.now();
// The portal's build, for the browser suite, beside the type-check: each keeps about one core busy, so together
// they take about as long as the type-check alone. Not when the caller built it (PORTICO_SKIP_BUILD=1).
const browserSuite = process.env.PORTICO_SKIP_BROWSER !== '1';
const buildFirst = browserSuite && process.env.PORTICO_SKIP_BUILD !== '1';
const [typeChecked, built] = await Promise.all([
  start('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  buildFirst ? start('portal build (for the browser suite)', 'npx', ['rollup', '-c', '--silent']) : undefined,
]);
if (typeChecked === 0) results.passed += 1;
else results.failed += 1;

// Not the cluster project: it runs once, below, on the PostgreSQL cluster the next stage starts.
vitest('unit, component and server tests (SQLite)', ['run', '--project', 'web', '--project', 'server']);

// PORTICO_PG_DIR: the throwaway cluster's folder (cluster.mjs's default otherwise), so that runs side by side on one
// machine do not share one.
const clusterArgs = (command) => ['scripts/postgres/cluster.mjs', command, ...(process.env.PORTICO_PG_DIR ? [process.env.PORTICO_PG_DIR] : [])];
const cluster = spawnSync('node', clusterArgs('start'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const databaseUrl = /DATABASE_URL=(\S+)/.exec(cluster.stdout ?? '')?.[1];
if (cluster.status === 0 && databaseUrl) {
  try {
    // Only the server test files whose static imports reach the database module (vitest related): the others
    // never open a database, so on PostgreSQL they would run the very same code a second time. The contract
    // fuzz sends a third of its SQLite pass's requests here: the same operations, each still with valid and
    // invalid input, over the other database.
    vitest('server tests (PostgreSQL)', ['related', 'server/db/database.ts', '--run', '--project', 'server'], { DATABASE_URL: databaseUrl, FUZZ_RUNS: '8' });
    // Two real server processes, an S3 server and a proxy over a fresh database of the same cluster (issue 38).
    vitest('two server processes (PostgreSQL, S3)', ['run', '--project', 'cluster'], { DATABASE_URL: databaseUrl });
  } finally {
    spawnSync('node', clusterArgs('stop'), { stdio: 'inherit' });
  }
} else {
  console.log('\n' + '!'.repeat(72) + '\n!! PostgreSQL pass and the two-process test SKIPPED: the cluster could not start (see above).\n' + '!'.repeat(72));
  if (process.env.CI) failures.push('PostgreSQL pass skipped in CI');
}

if (browserSuite) {
  rmSync('test-results/browser/summary.json', { force: true });
  // Built above: the suite does not build again (a failed build builds again there, and fails there too).
  run('browser suite (Chromium)', 'node', ['--import', 'tsx', 'test/browser/run.ts'], built === 0 ? { PORTICO_SKIP_BUILD: '1' } : {});
  try {
    const summary = JSON.parse(readFileSync('test-results/browser/summary.json', 'utf8'));
    results.passed += summary.passed;
    results.failed += summary.failed;
    for (const failure of summary.failures ?? []) failedTests.push(`browser: ${failure}`);
  } catch {
    results.failed += 1;
  }
}

console.log(`\nStage times:\n  ${stageTimes.join('\n  ')}\n  all stages: ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(failures.length ? `\nFailed: ${failures.join('; ')}` : '\nAll test stages passed.');
console.log(`${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
