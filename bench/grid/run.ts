// Grid benchmark: our grid vs AG Grid Community, 100,000 rows × 10 columns, in headless Chromium.
// Run: node --import tsx bench/grid/run.ts   (RUNS=5 for more samples)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBenchBrowser } from './browser';
import { buildBenchPages } from './build.mjs';
import type { BenchApi } from './data';

const RUNS = Number(process.env.RUNS ?? 3);
const root = resolve(import.meta.dirname, '../..');

type Metric = 'render' | 'heapMB' | 'heapDeltaMB' | 'sort' | 'filter' | 'sortTwo' | 'group';
type Sample = Record<Metric, number | null> & { sortedFirst: string; filteredFirst: string };

const page = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/toolkit.css"><title>loading</title></head>` +
  `<body style="margin:0"><div id="grid" style="width:1280px;height:680px"></div><script type="module" src="/${script}"></script></body></html>`;

function serve(outDir: string): Promise<Server> {
  const files: Record<string, [string, () => string | Buffer]> = {
    '/ours.html': ['text/html', () => page('ours.js')],
    '/aggrid.html': ['text/html', () => page('aggrid.js')],
    '/ours.js': ['text/javascript', () => readFileSync(join(outDir, 'ours.js'))],
    '/aggrid.js': ['text/javascript', () => readFileSync(join(outDir, 'aggrid.js'))],
    '/toolkit.css': ['text/css', () => readFileSync(join(root, 'core/toolkit/toolkit.css'))],
    '/assets/toolkit/i18n/en-us.json': ['application/json', () => readFileSync(join(root, 'public/assets/toolkit/i18n/en-us.json'))],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]());
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function heapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 2 ** 20;
}

const call = (page: Page, op: keyof BenchApi): Promise<number | string | null> =>
  page.evaluate<number | string | null, keyof BenchApi>(async (name) => (window as unknown as { bench: BenchApi }).bench[name](), op);

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(url, error));
  await page.goto(url);
  await page.waitForFunction(() => document.title === 'ready', null, { timeout: 120_000 });
  const baseline = await heapMB(page);
  const render = (await call(page, 'render')) as number;
  const heap = await heapMB(page);
  const sort = (await call(page, 'sort')) as number;
  const sortedFirst = (await call(page, 'firstName')) as string;
  const sortTwo = (await call(page, 'sortTwo')) as number;
  const group = (await call(page, 'group')) as number | null;
  // Ours filters while grouped by two columns (the heavier case); AG Grid, unable to group, filters its sorted rows.
  const filter = (await call(page, 'filter')) as number;
  const filteredFirst = (await call(page, 'firstName')) as string;
  await context.close();
  return { render, heapMB: heap, heapDeltaMB: heap - baseline, sort, filter, sortTwo, group, sortedFirst, filteredFirst };
}

const median = (values: (number | null)[]) => {
  const numbers = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return numbers.length ? numbers[Math.floor(numbers.length / 2)]! : null;
};

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  console.log('Building bench pages with rollup...');
  await buildBenchPages(outDir);
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { browser, close } = await launchBenchBrowser();
  try {
    const samples: Record<'ours' | 'aggrid', Sample[]> = { ours: [], aggrid: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const grid of ['ours', 'aggrid'] as const) {
        samples[grid].push(await measure(browser, `${base}/${grid}.html`));
        process.stdout.write('.');
      }
    }
    console.log(`\n100,000 rows × 10 columns, median of ${RUNS} runs, headless Chromium ${browser.version()}\n`);
    const rows: [string, Metric, string][] = [
      ['first render', 'render', 'ms'],
      ['sort by name (text, locale-aware)', 'sort', 'ms'],
      ['sort by two columns', 'sortTwo', 'ms'],
      ['group by two columns', 'group', 'ms'],
      ['filter city contains "paulo"', 'filter', 'ms'],
      ['JS heap after render (total)', 'heapMB', 'MB'],
      ['JS heap added by the grid', 'heapDeltaMB', 'MB'],
    ];
    const pad = (text: string, width: number) => text.padEnd(width);
    console.log(`${pad('operation', 36)}${pad('ours', 12)}${pad('AG Grid', 19)}ours/AG`);
    for (const [label, metric, unit] of rows) {
      const ours = median(samples.ours.map((s) => s[metric]));
      const ag = median(samples.aggrid.map((s) => s[metric]));
      const show = (v: number | null, none: string) => (v === null ? none : `${v.toFixed(1)} ${unit}`);
      const closest = metric === 'group' ? median(samples.aggrid.map((s) => s.sortTwo)) : null;
      const ratio =
        ours !== null && ag !== null && ag > 0
          ? (ours / ag).toFixed(2)
          : ours !== null && closest
            ? `n/a (${(ours / closest).toFixed(2)} vs AG two-column sort)`
            : 'n/a';
      console.log(`${pad(label, 36)}${pad(show(ours, 'n/a'), 12)}${pad(show(ag, 'n/a (Enterprise)'), 19)}${ratio}`);
    }
    console.log('\nAG Grid Community has no row grouping (an Enterprise feature): "sort by two columns" on the same two');
    console.log('columns is its closest available operation.');
    console.log(`Check: first name after sort  ours "${samples.ours[0]!.sortedFirst}"  AG "${samples.aggrid[0]!.sortedFirst}"`);
    console.log(`       first line after filter ours "${samples.ours[0]!.filteredFirst}" (grouped)  AG "${samples.aggrid[0]!.filteredFirst}"`);
  } finally {
    await close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
