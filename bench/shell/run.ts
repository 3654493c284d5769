// Client switcher benchmark: typing in the 'Select a Client' modal with 10,000 clients until the filtered
// list is painted, in headless Chromium, with and without the 200 ms search debounce.
// Run: node --import tsx bench/shell/run.ts   (RUNS=40 for more samples)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rollup } from 'rollup';
import css from 'rollup-plugin-import-css';
import { browserPlugins } from '../../rollup.config.mjs';
import { launchBenchBrowser } from '../grid/browser';

const RUNS = Number(process.env.RUNS ?? 20);
const WARMUP = 3;
const root = resolve(import.meta.dirname, '../..');
const TERMS = ['Acme', 'Borealis Trading', 'cobalt', 'Delta Services 0', 'Evergreen', 'Granite Partners', 'harbor 00', 'Iris', 'Juniper Holdings 01', 'fjord', 'zzz'];

async function build(outDir: string): Promise<void> {
  const bundle = await rollup({
    input: join(root, 'bench/shell/page.tsx'),
    plugins: [...browserPlugins({ minify: true }), css({ output: 'page.css' })],
    onwarn(warning, warn) {
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  await bundle.write({ dir: outDir, format: 'es', entryFileNames: 'page.js', inlineDynamicImports: true });
  await bundle.close();
}

function serve(outDir: string): Promise<Server> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>loading</title><link rel="stylesheet" href="/page.css"></head>' +
    '<body><div id="root"></div><script type="module" src="/page.js"></script></body></html>';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      if (path === '/favicon.ico') return void res.writeHead(204).end();
      if (path === '/' || path === '/index.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      if (path === '/page.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(outDir, 'page.js')));
      if (path === '/page.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end(readFileSync(join(outDir, 'page.css')));
      if (path === '/assets/shell/i18n/en-us.json') {
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(join(root, 'public', path)));
      }
    } catch {
      // fall through to 404
    }
    res.writeHead(404).end();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-bench-shell-'));
  console.log('Building the client-select page with rollup (browserPlugins, minified)...');
  await build(outDir);
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { browser, close } = await launchBenchBrowser();
  try {
    for (const debounce of [200, 0]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(error));
      page.on('crash', () => console.error('page crashed'));
      page.on('console', (m) => m.type() === 'error' && console.error(m.text()));
      await page.goto(`${base}/?debounce=${debounce}`);
      await page.waitForFunction(() => document.title === 'ready', null, { timeout: 60_000 });
      const clients = await page.evaluate(() => (window as unknown as { bench: { clients: number } }).bench.clients);
      const samples: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const term = TERMS[i % TERMS.length]!;
        const ms = await page.evaluate((t) => (window as unknown as { bench: { measure(t: string): Promise<number> } }).bench.measure(t), term);
        await page.evaluate(() => (window as unknown as { bench: { reset(): Promise<void> } }).bench.reset());
        if (i >= WARMUP) samples.push(ms);
      }
      samples.sort((a, b) => a - b);
      const label = debounce ? `with the ${debounce} ms debounce` : 'without debounce (search cost alone)';
      console.log(
        `type → filtered list painted, ${clients.toLocaleString('en-US')} clients, ${label}: ` +
          `median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (n=${samples.length})`,
      );
      await context.close();
    }
  } finally {
    await close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
