#!/usr/bin/env node
// `npm test`: type-check (beside the portal's build for the browser suite), unit and component tests, the server
// suite on SQLite and on PostgreSQL, two server processes over PostgreSQL and S3 (test/cluster), and the browser
// suite in Chromium, which runs beside the others from the moment the build is done. Prints one closing
// "N passed, N failed" line over every runner.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again at the end so the tail of a CI log says which test failed.
const failedTests = [];

// Each stage's wall time, printed at the end (the suite's length is watched: a clean CI run has a budget).
const stageTimes = [];

/**
 * Runs a stage and answers its exit status. Its output goes to the terminal, or with `log` to that file (a stage
 * that runs beside others), printed whole when it ends so that the two never interleave.
 */
function run(label, command, args, { env = {}, log } = {}) {
  console.log(`\n▶ ${label}${log ? ` (beside the other stages; its output when it ends, also in ${log})` : ''}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const closed = log ? new Promise((done) => {
      const file = createWriteStream(log);
      child.stdout.pipe(file, { end: false });
      child.stderr.pipe(file, { end: false });
      child.on('close', () => file.end(done));
    }) : Promise.resolve();
    child.on('close', async (status) => {
      await closed;
      const seconds = Math.round((Date.now() - started) / 1000);
      stageTimes.push(`${label}: ${seconds} s`);
      if (log) console.log(`\n▶ ${label}: ended after ${seconds} s\n${readFileSync(log, 'utf8')}`);
      if (status !== 0) failures.push(label);
      resolve(status);
    });
  });
}

/** `args` starts with the vitest command: run, or related (with --run) and its source files. */
async function vitest(label, args, env = {}) {
  const report = `test-results/vitest-${label.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  await run(label, 'npx', ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
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
const suiteStarted = Date.now();
// The portal's build, for the browser suite, beside the type-check: each keeps about one core busy. Not when the
// caller built it (PORTICO_SKIP_BUILD=1); no browser suite with PORTICO_SKIP_BROWSER=1.
const browserSuite = process.env.PORTICO_SKIP_BROWSER !== '1';
const buildFirst = browserSuite && process.env.PORTICO_SKIP_BUILD !== '1';

// The browser suite's CPU leaves about a quarter of two cores idle (it waits on pages and servers), as do the
// vitest stages: run side by side, each fills the other's gaps. Started once the build is done (it serves the build).
const builtThen = buildFirst ? run('portal build (for the browser suite)', 'npx', ['rollup', '-c', '--silent']) : Promise.resolve(0);
const browserDone = browserSuite ? builtThen.then(async (built) => {
  rmSync('test-results/browser/summary.json', { force: true });
  // Built above: the suite does not build again (a failed build builds again there, and fails there too).
  await run('browser suite (Chromium)', 'node', ['--import', 'tsx', 'test/browser/run.ts'], {
    env: built === 0 && buildFirst ? { PORTICO_SKIP_BUILD: '1' } : {}, log: 'test-results/browser-suite.log',
  });
  try {
    const summary = JSON.parse(readFileSync('test-results/browser/summary.json', 'utf8'));
    results.passed += summary.passed;
    results.failed += summary.failed;
  } catch {
    results.failed += 1;
  }
}) : Promise.resolve();

if ((await run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) === 0) results.passed += 1;
else results.failed += 1;

// Not the cluster project: it runs once, below, on the PostgreSQL cluster the next stage starts.
await vitest('unit, component and server tests (SQLite)', ['run', '--project', 'web', '--project', 'server']);

/** A command's exit status and standard output (its errors go to the terminal). */
const capture = (command, args) => new Promise((resolve) => {
  let stdout = '';
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.on('close', (status) => resolve({ status, stdout }));
});
// PORTICO_PG_DIR: the throwaway cluster's folder (cluster.mjs's default otherwise), so that runs side by side on one
// machine do not share one.
const clusterArgs = (command) => ['scripts/postgres/cluster.mjs', command, ...(process.env.PORTICO_PG_DIR ? [process.env.PORTICO_PG_DIR] : [])];
const cluster = await capture('node', clusterArgs('start'));
const databaseUrl = /DATABASE_URL=(\S+)/.exec(cluster.stdout)?.[1];
if (cluster.status === 0 && databaseUrl) {
  try {
    // Only the server test files whose static imports reach the database module (vitest related): the others
    // never open a database, so on PostgreSQL they would run the very same code a second time. The contract
    // fuzz sends a third of its SQLite pass's requests here: the same operations, each still with valid and
    // invalid input, over the other database.
    await vitest('server tests (PostgreSQL)', ['related', 'server/db/database.ts', '--run', '--project', 'server'], { DATABASE_URL: databaseUrl, FUZZ_RUNS: '8' });
    // Two real server processes, an S3 server and a proxy over a fresh database of the same cluster (issue 38).
    await vitest('two server processes (PostgreSQL, S3)', ['run', '--project', 'cluster'], { DATABASE_URL: databaseUrl });
  } finally {
    await capture('node', clusterArgs('stop'));
  }
} else {
  console.log('\n' + '!'.repeat(72) + '\n!! PostgreSQL pass and the two-process test SKIPPED: the cluster could not start (see above).\n' + '!'.repeat(72));
  if (process.env.CI) failures.push('PostgreSQL pass skipped in CI');
}

await browserDone;

console.log(`\nStage times:\n  ${stageTimes.join('\n  ')}\n  all stages: ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(failures.length ? `\nFailed: ${failures.join('; ')}` : '\nAll test stages passed.');
console.log(`${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
