import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';

const WORKER_SOURCE = 'core/platform/service-worker/worker.ts';

/** The chunks a module needs before it runs: its static imports, transitively. */
function staticGraph(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) staticGraph(bundle, imported, seen);
  return seen;
}

/**
 * Writes sw.js (core/platform/service-worker/worker.ts) for production builds: the worker with the list of
 * files it caches at install, which is what the portal needs offline up to the sign-in screen: the entry chunk
 * and its imports, the sign-in screens' chunks (core/auth), the stylesheets and the copied public files (core
 * translations, icon). Other chunks are cached as the portal fetches them: caching every feature's chunk up
 * front would download other variants' features. The version is a hash of the cached files' names and contents.
 */
export function serviceWorker({ enabled, outDir, minify }) {
  let shellFiles = [];
  return {
    name: 'portico-service-worker',
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const files = new Set();
      for (const file of Object.values(bundle)) {
        const id = file.facadeModuleId?.replace(/\\/g, '/') ?? '';
        if (file.type === 'chunk' && (file.isEntry || (file.isDynamicEntry && /\/core\/auth\//.test(id)))) staticGraph(bundle, file.fileName, files);
        if (file.type === 'asset' && file.fileName.endsWith('.css')) files.add(file.fileName);
      }
      shellFiles = [...files];
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!enabled) return;
        const publicFiles = (dir, prefix = '') => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
          ? publicFiles(`${dir}/${e.name}`, `${prefix}${e.name}/`)
          : e.name === 'index.html' ? [] : [`${prefix}${e.name}`]));
        const precache = [...new Set([...shellFiles, ...publicFiles('public')])].sort();
        const hash = createHash('sha256');
        for (const file of precache) hash.update(file).update(readFileSync(`${outDir}/${file}`));
        hash.update(readFileSync(`${outDir}/index.html`));
        const manifest = { version: hash.digest('hex').slice(0, 16), precache: precache.map((f) => `/${f}`) };
        const { outputFiles } = buildSync({
          entryPoints: [WORKER_SOURCE],
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2022',
          minify,
          banner: { js: `const PORTICO_SW = ${JSON.stringify(manifest)};` },
        });
        writeFileSync(`${outDir}/sw.js`, outputFiles[0].text);
      },
    },
  };
}
