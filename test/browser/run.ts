import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { testCertificate } from '../support/test-certificate';
import { METRICS_TOKEN, prewarmServer, signIn, startServer, stopSpares, type BrowserSuite, type Preparation, type RunningServer, type ServerDeclaration } from './harness';
import { dataTemplate, removeDataTemplates } from './data-templates';

/**
 * The browser suite: builds the portal, starts the real server, and runs every test/browser/*.browser.ts
 * in Debian's Chromium. Ends with the "N passed, N failed" line; exits non-zero on any failure.
 *
 * The files run in PORTICO_BROWSER_SHARDS processes (2 by default), each with its own shared server and Chromium:
 * a file mostly waits on the browser and its servers (about 1.2 of two cores busy for one process), so two take
 * turns on the machine. Each process claims its next file from the others (claimFile), the longest-looking first.
 */
async function main() {
  // A scenario's promise that nobody awaited any more (its step before failed) must not end the whole suite.
  process.on('unhandledRejection', (reason) => console.log(`  (a promise a failed scenario left behind was rejected: ${String(reason).split('\n')[0]})`));
  // The suite's servers and seeded templates commit to SQLite without a disk sync at each commit (their data is
  // thrown away; server/config.ts, sqliteSynchronous); inherited by every process started below.
  process.env.PORTICO_SQLITE_SYNCHRONOUS ??= 'NORMAL';
  // The suites' own Node clients (fetch, Playwright's API requests) trust the shared server's test certificate
  // the way a firm's machines trust its CA: NODE_EXTRA_CA_CERTS, which Node reads only as it starts, so the
  // runner starts itself again with it.
  const { certFile } = await testCertificate();
  if (process.env.NODE_EXTRA_CA_CERTS !== certFile) {
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit', env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    });
    process.exitCode = again.status ?? 1;
    return;
  }
  const filter = process.argv[2];
  const artifactsDir = resolve('test-results/browser');
  mkdirSync(artifactsDir, { recursive: true });
  // Longest-looking first (a file's size is a fair guess of its length), so the processes end close together.
  const files = readdirSync('test/browser')
    .filter((f) => f.endsWith('.browser.ts') && (!filter || f.includes(filter)))
    .sort((a, b) => statSync(join('test/browser', b)).size - statSync(join('test/browser', a)).size || a.localeCompare(b));
  const shard = process.env.PORTICO_BROWSER_SHARD;
  if (shard === undefined) {
    execFileSync('bash', ['scripts/install-system-tools.sh'], { stdio: 'inherit' });
    if (process.env.PORTICO_SKIP_BUILD !== '1') execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit' });
    const shards = Math.max(1, Math.min(files.length, Number(process.env.PORTICO_BROWSER_SHARDS ?? 2) || 1));
    const { passed, failed, failures } = await runShards(shards, artifactsDir);
    writeFileSync(resolve(artifactsDir, 'summary.json'), JSON.stringify({ passed, failed, failures }));
    console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
    process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
    return;
  }
  // The seeded data the servers copy, made by child processes while Chromium starts.
  for (const variant of ['us', 'br']) void dataTemplate(variant);
  const claims = process.env.PORTICO_BROWSER_CLAIMS;
  /** True when this process takes `file` (the first to make its claim folder does). */
  const claimFile = (file: string) => {
    if (!claims) return true;
    try {
      mkdirSync(join(claims, file));
      return true;
    } catch {
      return false;
    }
  };

  // Each file's module, imported once; its `servers` (ServerDeclaration) are started while the file before it
  // runs, the first file's with the shared server and Chromium.
  const modules = new Map<string, Promise<{ default: BrowserSuite; servers?: ServerDeclaration; prepare?: Preparation }>>();
  const load = (file: string) => {
    if (!modules.has(file)) modules.set(file, import(pathToFileURL(resolve('test/browser', file)).href));
    return modules.get(file)!;
  };
  const prewarm = async (file: string | undefined) => {
    if (!file) return;
    for (const options of await load(file).then((m) => m.servers ?? [], () => [])) prewarmServer(options, file);
  };
  // Files that prepare slow work (a build) are claimed now and run last, their preparation going on meanwhile;
  // the others are claimed one ahead of the file running, whose turn starts that one's servers.
  const preparing = new Set((await Promise.all(files.map(async (f) => ((await load(f).catch(() => ({}))) as { prepare?: unknown }).prepare ? f : null)))
    .filter((f): f is string => f !== null));
  const prepared = [...preparing].filter(claimFile);
  const rest = files.filter((f) => !preparing.has(f));
  const claimNext = () => {
    while (rest.length) {
      const file = rest.shift()!;
      if (claimFile(file)) return file;
    }
    return undefined;
  };
  let upNext = claimNext();

  // The shared server is served as a firm serves it (HTTPS with HTTP/2); the suites' own servers, over HTTP/1.1.
  // Started while Chromium starts; nothing left running when either fails.
  const starting = Promise.allSettled([startServer({ variant: 'us', tls: true, env: { PORTICO_METRICS_TOKEN: METRICS_TOKEN } }), launchChromium()]);
  await prewarm(upNext ?? prepared[0]);
  const [serverStarted, browserStarted] = await starting;
  if (serverStarted.status === 'rejected' || browserStarted.status === 'rejected') {
    if (serverStarted.status === 'fulfilled') await serverStarted.value.stop();
    if (browserStarted.status === 'fulfilled') { await browserStarted.value.close(); browserStarted.value.cleanupProfile(); }
    await stopSpares();
    throw serverStarted.status === 'rejected' ? serverStarted.reason : (browserStarted as PromiseRejectedResult).reason;
  }
  const server = serverStarted.value;
  const browser = browserStarted.value;
  // The claimed files' preparations, one after the other in the background; a failure is reported by the file that awaits it.
  void (async () => {
    for (const file of prepared) await load(file).then((m) => m.prepare?.()).catch(() => undefined);
  })();
  let passed = 0;
  let failed = 0;
  // Each failed test with its error's first line, for the closing lines of the whole run.
  const failures: string[] = [];
  try {
    for (;;) {
      const file = upNext ?? prepared.shift();
      if (!file) break;
      if (file === upNext) upNext = claimNext();
      const fileStarted = Date.now();
      await prewarm(upNext ?? prepared[0]);
      const extra: RunningServer[] = [];
      // How long the file waited for its own servers (those started ahead are often answering already).
      let serverWait = 0;
      let tests = 0;
      const report = async (name: string, fn: () => Promise<void>) => {
        tests += 1;
        const started = Date.now();
        try {
          await fn();
          passed += 1;
          console.log(`  ✓ ${file} › ${name} (${Date.now() - started} ms)`);
        } catch (error) {
          failed += 1;
          failures.push(`${file} › ${name}: ${firstLine(error)}`);
          const shots = await screenshotOpenPages(browser, artifactsDir, `failed-${file.replace('.browser.ts', '')}-${tests}`);
          console.log(`  ✗ ${file} › ${name}\n${indent(error)}${shots.map((s) => `\n      screenshot: ${s}`).join('')}`);
        }
      };
      try {
        const suite = (await load(file)).default;
        const run = () =>
          suite({
            browser,
            baseUrl: server.baseUrl,
            server,
            artifactsDir,
            startServer: async (options) => {
              const asked = Date.now();
              const started = await startServer(options).finally(() => (serverWait += Date.now() - asked));
              extra.push(started);
              return started;
            },
            signIn: (page, email, password, baseUrl = server.baseUrl) => signIn(page, baseUrl, email, password),
            test: report,
          });
        try {
          await run();
          // A file without named scenarios counts as one test.
          if (tests === 0) await report('(whole file)', async () => {});
        } catch (error) {
          await report('(outside a named scenario)', () => Promise.reject(error));
        }
      } finally {
        await Promise.all(extra.map((s) => s.stop()));
        for (const unused of await stopSpares(file)) console.log(`  ${file}: declares a server it did not start (${unused}); stopped`);
        console.log(`  ${file}: ${Math.round((Date.now() - fileStarted) / 1000)} s${extra.length ? ` (${(serverWait / 1000).toFixed(1)} s of it waiting for its ${extra.length} server${extra.length > 1 ? 's' : ''})` : ''}`);
      }
    }
  } finally {
    await browser.close();
    browser.cleanupProfile();
    await stopSpares();
    await server.stop();
    await removeDataTemplates();
  }
  writeFileSync(resolve(artifactsDir, `summary-${shard}.json`), JSON.stringify({ passed, failed, failures }));
  console.log(`\nbrowser (process ${shard}): ${passed} passed, ${failed} failed`);
}

/** Runs the suite in `count` processes sharing one claims folder; answers their counts added up. */
async function runShards(count: number, artifactsDir: string): Promise<{ passed: number; failed: number; failures: string[] }> {
  const claims = mkdtempSync(join(tmpdir(), 'portico-browser-claims-'));
  try {
    const exits = await Promise.all(Array.from({ length: count }, (_, shard) => new Promise<number>((done) => {
      rmSync(resolve(artifactsDir, `summary-${shard}.json`), { force: true });
      spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
        stdio: 'inherit', env: { ...process.env, PORTICO_BROWSER_SHARD: String(shard), PORTICO_BROWSER_CLAIMS: claims },
      }).on('close', (status) => done(status ?? 1));
    })));
    let passed = 0;
    let failed = 0;
    const failures: string[] = [];
    for (const [shard, exit] of exits.entries()) {
      try {
        const summary = JSON.parse(readFileSync(resolve(artifactsDir, `summary-${shard}.json`), 'utf8')) as { passed: number; failed: number; failures: string[] };
        passed += summary.passed;
        failed += summary.failed;
        failures.push(...summary.failures);
      } catch {
        // A process that ended without its summary (it crashed) counts as a failure.
        failed += 1;
        failures.push(`browser process ${shard} ended (${exit}) without a summary`);
        console.log(`  browser process ${shard} ended (${exit}) without a summary`);
      }
    }
    return { passed, failed, failures };
  } finally {
    rmSync(claims, { recursive: true, force: true });
  }
}

/** What each page still open showed when a test failed, so a failure in CI leaves evidence behind. */
async function screenshotOpenPages(browser: Browser, dir: string, prefix: string): Promise<string[]> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const shots = await Promise.all(pages.map(async (page, i) => {
    const path = resolve(dir, `${prefix}-${i + 1}.png`);
    try {
      await page.screenshot({ path, fullPage: true, timeout: 5_000 });
      return `${path} (${page.url()})${await pageEvidence(page)}`;
    } catch {
      return null;
    }
  }));
  return shots.filter((s): s is string => s !== null);
}

/**
 * What the screenshot may not say: the page's alerts and status lines, and its last API answers with their status
 * (Resource Timing's responseStatus), so a failure in CI names the refusal or the request that never came back.
 */
async function pageEvidence(page: Page): Promise<string> {
  const seen = await Promise.race([page.evaluate(() => {
    const texts = [...document.querySelectorAll('[role=alert], [role=status], .error')]
      .map((node) => (node.textContent ?? '').trim()).filter(Boolean).slice(0, 6);
    const calls = (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { responseStatus?: number })[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).slice(-8)
      .map((entry) => `${entry.responseStatus ?? '?'} ${new URL(entry.name).pathname} ${Math.round(entry.duration)} ms`);
    return { texts, calls };
  }), new Promise<null>((done) => setTimeout(() => done(null), 3_000))]).catch(() => null);
  if (!seen) return '';
  return [...seen.texts.map((t) => `\n        says: ${t.slice(0, 200)}`), ...seen.calls.map((c) => `\n        api: ${c}`)].join('');
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function firstLine(error: unknown): string {
  return (errorText(error).split('\n')[0] ?? '').slice(0, 300);
}

function indent(error: unknown): string {
  const text = errorText(error);
  return text.split('\n').slice(0, 12).map((l) => `      ${l}`).join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
