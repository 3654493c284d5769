import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import css from 'rollup-plugin-import-css';
import { browserPlugins } from '../../rollup.config.mjs';
import { launchChromium } from '@portico/test/support/chromium';
import { sourceOfAsset } from '../../scripts/feature-i18n.mjs';
import type { BenchWindow } from './page';

/**
 * Documents list benchmark: builds a page with the real documents area over an in-page fake API holding
 * one folder of 10,000 documents, then in headless Chromium measures the time to the first rendered row
 * and the frame rate while scrolling through the whole folder (pages are fetched as rows come into view).
 */
const COUNT = 10_000;
const SCROLL_PX_PER_FRAME = 1_200;

async function build(outDir: string) {
  const bundle = await rollup({
    input: resolve('bench/documents/page.tsx'),
    plugins: [...browserPlugins({ minify: true }), css({ output: 'bench.css' })],
    onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
  });
  await bundle.write({ dir: outDir, format: 'es', entryFileNames: 'bench.js', chunkFileNames: '[name]-[hash].js' });
  await bundle.close();
  const styles = readdirSync(outDir).filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" href="/${f}">`).join('');
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">${styles}</head><body><div id="root"></div><script type="module" src="/bench.js"></script></body></html>`);
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

function serve(outDir: string) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const file = path === '/' ? join(outDir, 'index.html') : sourceOfAsset(path) ?? join(outDir, `.${path}`);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  return new Promise<{ url: string; close: () => void }>((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      done({ url: `http://127.0.0.1:${address.port}`, close: () => server.close() });
    }),
  );
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-bench-documents-'));
  const buildStarted = Date.now();
  await build(outDir);
  console.log(`documents bench: page built in ${Date.now() - buildStarted} ms`);
  const http = await serve(outDir);
  const browser = await launchChromium().catch((error: unknown) => {
    http.close();
    throw error;
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${http.url}/?count=${COUNT}`);
    await page.waitForFunction(() => 'benchReady' in window, null, { timeout: 60_000 });
    const { renderMs } = await page.evaluate(() => (window as unknown as BenchWindow).benchReady);

    // The measuring code lives in the page bundle (tsx would wrap an inline function with helpers the page lacks).
    const scroll = await page.evaluate((step) => (window as unknown as BenchWindow).benchScroll(step), SCROLL_PX_PER_FRAME);

    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    const fps = 1000 / scroll.meanFrameMs;
    console.log(`documents bench: ${COUNT} documents in one folder (headless Chromium)`);
    console.log(`  render to first row:      ${renderMs.toFixed(0)} ms`);
    console.log(`  scroll through the folder: ${scroll.frames} frames in ${scroll.durationMs.toFixed(0)} ms (${SCROLL_PX_PER_FRAME} px/frame over ${scroll.scrollHeight} px)`);
    console.log(`  frame rate while scrolling: ${fps.toFixed(1)} fps (mean ${scroll.meanFrameMs.toFixed(1)} ms, p95 ${scroll.p95FrameMs.toFixed(1)} ms, worst ${scroll.worstFrameMs.toFixed(1)} ms, ${scroll.longFrames} frames > 50 ms)`);
    console.log(`  frames showing not-yet-loaded rows: ${scroll.skeletonFrames}; last row: ${scroll.lastTitle}`);
  } finally {
    await browser.close();
    browser.cleanupProfile();
    http.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
