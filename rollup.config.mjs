import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { featureTranslationDirs } from './scripts/feature-i18n.mjs';
import { importAliases } from './scripts/aliases.mjs';
import { frontDoorImports } from './scripts/front-doors.mjs';
import { orderedCss } from './scripts/ordered-css.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';
import { featureOfEntry, resolveChain } from './core/kernel/variant-chain.mjs';

const production = process.env.NODE_ENV !== 'development';
/** The global the entry defines to add <link rel="modulepreload"> hints (see preloadDynamicImportDeps). */
export const PRELOAD_FUNCTION = '__porticoPreload';
/** Written by the build, read by the server (server/http/portal-static.ts). */
export const FEATURE_CHUNKS_FILE = 'feature-chunks.json';
/** The portal's React tree, which the entry imports as it starts: index.html preloads it with the entry. */
const SCREENS_MODULE = 'core/app/render-portal.tsx';
/** The modules core/app/App.tsx preloadSignedInScreens() imports: the server preloads them for a signed-in browser. */
const SIGNED_IN_SCREENS = ['core/app/SignedInFrame.tsx', 'core/app/AreaRoutes.tsx'];
/** A feature's manifest module, plugins/<namespace>/<name>/feature.ts: its id is "<namespace>.<name>". */
const FEATURE_MODULE = /plugins\/([^/]+)\/([^/]+)\/feature\.ts$/;
const outDir = process.env.PORTICO_DIST ?? 'dist';

/** Plugins shared by the portal build and the benchmark builds (same settings, comparable figures). */
export function browserPlugins({ minify = production } = {}) {
  return [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    alias({ entries: importAliases() }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: false }),
    frontDoorImports(),
    minify && terser({ format: { comments: false }, compress: { passes: 2 } }),
  ].filter(Boolean);
}

/** The chunk holding the portal's React tree (SCREENS_MODULE); rollup may give it no facade module. */
export const screensChunk = (bundle) => Object.values(bundle)
  .find((f) => f.type === 'chunk' && f.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(SCREENS_MODULE)));

/** A chunk's file and every chunk it imports statically, however deep. */
export function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const file of bundle[fileName]?.imports ?? []) staticClosure(bundle, file, seen);
  return seen;
}

/** The loading state's rules, inline in index.html so the first paint needs no stylesheet (core/app/first-paint.css). */
const FIRST_PAINT_CSS = 'core/app/first-paint.css';

/**
 * Writes dist/index.html from public/index.html: the entry chunk, preloads of its imports and of the screens'
 * chunks, the first paint's rules inline (the server allows them by hash, server/http/security.ts) and the
 * stylesheet.
 * The server fills <!--portico:config--> with the variant's configuration at request time.
 */
function htmlPage() {
  return {
    name: 'portico-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      // What the first render needs: the entry's imports, and the screens' chunk with all it imports.
      const screens = screensChunk(bundle);
      const preloads = new Set([...entry.imports, ...(screens ? staticClosure(bundle, screens.fileName) : [])]);
      preloads.delete(entry.fileName);
      const styles = Object.values(bundle).filter((f) => f.type === 'asset' && f.fileName.endsWith('.css'));
      const firstPaint = readFileSync(FIRST_PAINT_CSS, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();
      // The entry goes in the head, right after the inline rules: a module script runs after parsing anyway, and
      // the browser asks for it before the preloads the server adds below it (six connections over HTTP/1.1).
      // Scripts at low priority, as the server's preloads: the first paint needs none of them, and a high-priority
      // script is what Lighthouse's model counts as blocking the first paint (its FCP went from 2.1 s to 1.0 s);
      // with real throttling the documents page shows as soon as before (bench notes in docs/platform.md).
      const head = [
        `<style>${firstPaint}</style>`,
        // Where the server puts the firm's logo preload (server/http/portal-static.ts): the first paint shows the
        // logo, so it is asked for before the scripts, not after them on a slow link.
        '<!--portico:hints-->',
        `<script type="module" src="/${entry.fileName}" fetchpriority="low"></script>`,
        ...[...preloads].map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low" />`),
      ].join('\n    ');
      // The stylesheet after the loading state, in the body: Chromium paints what comes before it while it loads,
      // and a module script still runs only once it has arrived, so the portal never renders unstyled.
      const body = styles.map((s) => `<link rel="stylesheet" href="/${s.fileName}" />`).join('\n    ');
      const html = readFileSync('public/index.html', 'utf8').replace('<!--portico:head-->', head).replace('<!--portico:styles-->', body);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/**
 * A dynamic import also asks for the chunks its target imports statically, at once: otherwise the browser finds
 * them only after the target has arrived and been parsed, one more round trip per level (the signed-in frame,
 * then its shared chunks). The entry defines the preload function (plugins/main.tsx).
 */
function preloadDynamicImportDeps() {
  return {
    name: 'portico-preload-dynamic-import-deps',
    renderDynamicImport({ getTargetChunkImports }) {
      const deps = (getTargetChunkImports() ?? []).filter((i) => i.type === 'internal' && !i.chunk.isEntry).map((i) => `/${i.fileName}`);
      if (deps.length === 0) return null;
      return { left: `(globalThis.${PRELOAD_FUNCTION}?.(${JSON.stringify(deps)}), import(`, right: '))' };
    },
  };
}

/**
 * Writes plugin-chunks.json: feature id -> the chunks its plugins' loaders import (a chunk belongs to the
 * feature folder plugins/<ns>/<name>/ it comes from). The browser suite uses it to prove a variant never
 * downloads another variant's features. And feature-chunks.json, for the server's preloads: the variant's
 * features, and the signed-in screens.
 */
function pluginChunks() {
  /** Area route -> the plugin's id and the modules its load and prepare import (areaManifests). */
  const areas = new Map();
  return {
    name: 'portico-plugin-chunks',
    async moduleParsed(info) {
      for (const area of areaManifests(info.ast)) {
        const modules = await Promise.all(area.imports.map(async (specifier) => (await this.resolve(specifier, info.id))?.id));
        areas.set(area.route, { plugin: area.id, modules: modules.filter(Boolean) });
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      // A dynamic entry merged with the modules only it uses has no facade module: its last module is the entry.
      const home = (file) => (file.facadeModuleId ?? file.moduleIds.at(-1) ?? '').replace(/\\/g, '/');
      // A chunk may hold several features' feature.ts (firstLoadChunks groups them by variant).
      const featuresIn = (file) => file.moduleIds.map((id) => FEATURE_MODULE.exec(id.replace(/\\/g, '/'))).filter(Boolean);
      const map = {};
      for (const file of chunks) {
        // A feature's own feature.ts chunk loads with the variant (feature-chunks.json below), not with a plugin.
        if (!file.isDynamicEntry || featuresIn(file).length > 0) continue;
        const match = /plugins\/([^/]+)\/([^/]+)\//.exec(home(file));
        if (match) (map[`${match[1]}.${match[2]}`] ??= []).push(file.fileName);
      }
      this.emitFile({ type: 'asset', fileName: 'plugin-chunks.json', source: JSON.stringify(map, null, 2) });
      // Feature id -> its feature.ts chunk and the chunks that one imports: the server preloads the variant's.
      const features = {};
      const entry = chunks.find((f) => f.isEntry).fileName;
      for (const file of chunks) {
        for (const match of featuresIn(file)) features[`${match[1]}.${match[2]}`] = [file.fileName, ...file.imports.filter((f) => f !== entry)];
      }
      // The signed-in screens the entry preloads when a session is stored (core/app/App.tsx), with their imports.
      const signedIn = chunks.filter((f) => f.moduleIds.some((id) => SIGNED_IN_SCREENS.some((m) => id.replace(/\\/g, '/').endsWith(m))))
        .flatMap((f) => [f.fileName, ...f.imports.filter((i) => i !== entry)]);
      // Area route -> its feature and the chunks its loaders need: the server preloads them for a signed-in
      // browser whose address opens that area, so they download with the entry instead of after it has run.
      const areaChunks = {};
      // index.html asks for these already (htmlPage).
      const screens = screensChunk(bundle);
      const inPage = new Set([entry, ...bundle[entry].imports, ...(screens ? staticClosure(bundle, screens.fileName) : [])]);
      for (const [route, { plugin, modules }] of areas) {
        const files = new Set();
        for (const id of modules) {
          const chunk = chunks.find((f) => f.facadeModuleId === id) ?? chunks.find((f) => f.moduleIds.includes(id));
          if (chunk) staticClosure(bundle, chunk.fileName, files);
        }
        for (const file of inPage) files.delete(file);
        areaChunks[route] = { feature: featureOfEntry(plugin), files: [...files] };
      }
      const preloadMap = { features, signedIn: [...new Set(signedIn)], areas: areaChunks };
      this.emitFile({ type: 'asset', fileName: FEATURE_CHUNKS_FILE, source: JSON.stringify(preloadMap, null, 2) });
    },
  };
}

/**
 * The area plugins a module defines (`kind: 'area'` with a literal `id` and `route`), each with the specifiers
 * its `load` and `prepare` import: read from the module's syntax tree, as the manifests are plain literals.
 */
function areaManifests(ast) {
  const walk = (node, visit) => {
    visit(node);
    for (const value of Object.values(node)) {
      for (const child of [value].flat()) if (child && typeof child.type === 'string') walk(child, visit);
    }
  };
  const property = (object, key) => object.properties.find((p) => p.type === 'Property' && (p.key.name ?? p.key.value) === key)?.value;
  const literal = (object, key) => (property(object, key)?.type === 'Literal' ? property(object, key).value : undefined);
  const importsIn = (node) => {
    const specifiers = [];
    if (node) walk(node, (n) => { if (n.type === 'ImportExpression' && n.source.type === 'Literal') specifiers.push(n.source.value); });
    return specifiers;
  };
  const found = [];
  walk(ast, (node) => {
    if (node.type !== 'ObjectExpression' || literal(node, 'kind') !== 'area') return;
    const [id, route] = [literal(node, 'id'), literal(node, 'route')];
    if (typeof id === 'string' && typeof route === 'string') {
      found.push({ id, route, imports: [...importsIn(property(node, 'load')), ...importsIn(property(node, 'prepare'))] });
    }
  });
  return found;
}

/**
 * Fewer first-load requests: over HTTP/1.1 (six connections) each chunk of the first screen costs a round trip,
 * and on a phone those outweigh the bytes. The feature manifests (feature.ts) load as one chunk per set of
 * variants that enable them, so a variant gets one or two instead of one per feature, and the us variant still
 * never downloads a br-only feature (registry.json decides). The signed-in frame and the area routes load as
 * one chunk too. A module goes with a group only when nothing outside the group's variants reaches it
 * statically; everything else is chunked by rollup as usual (onlyExplicitManualChunks).
 */
function firstLoadChunks() {
  const { variants } = JSON.parse(readFileSync('registry.json', 'utf8'));
  const featuresOf = (name) => new Set(resolveChain(variants, name, (message) => {
    throw new Error(message);
  }).plugins.map((plugin) => featureOfEntry(plugin.id)));
  const enabled = Object.keys(variants).map((name) => [name, featuresOf(name)]);
  /** Group name -> the variants that load it. */
  const groupVariants = new Map(enabled.map(([name]) => [`features-${name}`, [name]]));
  /**
   * The group a module heads: 'features-br-us' for a feature both variants enable, 'screens' for the React tree,
   * 'signed-in' for the frame.
   */
  const groupOf = (id) => {
    const path = id.replace(/\\/g, '/');
    const feature = FEATURE_MODULE.exec(path);
    if (feature) {
      const using = enabled.filter(([, ids]) => ids.has(`${feature[1]}.${feature[2]}`)).map(([name]) => name).sort();
      if (using.length === 0) return undefined;
      const name = `features-${using.join('-')}`;
      groupVariants.set(name, using);
      return name;
    }
    if (path.endsWith(SCREENS_MODULE)) return 'screens';
    return SIGNED_IN_SCREENS.some((screen) => path.endsWith(screen)) ? 'signed-in' : undefined;
  };
  const memo = new Map();
  /**
   * What loads a module, found by walking its importers up: the groups whose modules import it statically,
   * 'entry', and 'lazy:<id>' for each dynamic import target on the way (each is a chunk of its own).
   */
  const rootsOf = (id, getModuleInfo) => {
    if (memo.has(id)) return memo.get(id);
    const roots = new Set();
    const seen = new Set();
    const pending = [id];
    while (pending.length > 0) {
      const next = pending.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      const info = getModuleInfo(next);
      const group = groupOf(next);
      if (group || !info || info.isEntry) {
        roots.add(group ?? 'entry');
        continue;
      }
      if (info.dynamicImporters.length > 0) roots.add(`lazy:${next}`);
      pending.push(...info.importers); // a dynamic import target imported statically too is also loaded with those
    }
    memo.set(id, roots);
    return roots;
  };
  /** A lazy module that only the signed-in frame, a feature or another such module imports: it renders signed in. */
  const afterSignIn = (id, getModuleInfo, visiting = new Set()) => {
    if (visiting.has(id)) return true;
    visiting.add(id);
    const info = getModuleInfo(id);
    return [...info.dynamicImporters, ...info.importers].every((importer) => [...rootsOf(importer, getModuleInfo)]
      .every((root) => root !== 'entry' && (!root.startsWith('lazy:') || afterSignIn(root.slice(5), getModuleInfo, visiting))));
  };
  return (id, { getModuleInfo }) => {
    const own = groupOf(id);
    if (own) return own;
    // A stylesheet stays out of every chunk: rollup-plugin-import-css writes the ones no chunk holds to the CSS file.
    if (id.endsWith('.css')) return undefined;
    const roots = [...rootsOf(id, getModuleInfo)];
    if (roots.length === 0 || roots.includes('entry')) return undefined;
    // Reached from the portal's React tree, which every page loads as it starts, and otherwise only from what
    // renders after it (or a lazy module the tree loads anyway): it goes with the tree, one chunk instead of a
    // handful of small ones (each a round trip on a phone).
    const afterScreens = (root) => root === 'screens' || root === 'signed-in' || (root.startsWith('lazy:')
      && (rootsOf(root.slice(5), getModuleInfo).has('screens') || afterSignIn(root.slice(5), getModuleInfo)));
    if (roots.includes('screens') && roots.every(afterScreens)) return 'screens';
    // Shared by the frame and what renders inside it: it goes with the frame, which is there first.
    if (roots.includes('signed-in')) {
      const inFrame = (root) => root === 'signed-in' || (root.startsWith('lazy:') && afterSignIn(root.slice(5), getModuleInfo));
      return roots.every(inFrame) ? 'signed-in' : undefined;
    }
    if (roots.some((root) => root.startsWith('lazy:'))) return undefined;
    if (roots.length === 1) return roots[0];
    // Shared by feature groups: it goes with the group whose variants are exactly those loading any of them.
    const needed = new Set(roots.flatMap((root) => groupVariants.get(root)));
    return [...groupVariants].find(([, using]) => using.length === needed.size && using.every((v) => needed.has(v)))?.[0];
  };
}

/** The package's version and, in a git checkout, the commit it was built from ("0.1.0+a6e98b1"). */
function buildVersion() {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  try {
    return `${version}+${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`;
  } catch {
    return version;
  }
}

/** Static files (core translations, favicon) are copied as they are; each feature's translations to assets/<id>/i18n. */
function copyPublic() {
  return {
    name: 'portico-copy-public',
    // Old hashed chunks would otherwise pile up in dist/ across builds.
    buildStart() {
      rmSync(outDir, { recursive: true, force: true });
    },
    writeBundle() {
      mkdirSync(outDir, { recursive: true });
      cpSync('public', outDir, { recursive: true, filter: (src) => !src.endsWith('index.html') });
      for (const { namespace, dir } of featureTranslationDirs()) cpSync(dir, `${outDir}/assets/${namespace}/i18n`, { recursive: true });
      // The documents viewer's PDF worker, at a versioned path its renderer asks for (components/viewer/pdf-renderer.ts).
      const pdfjs = JSON.parse(readFileSync('node_modules/pdfjs-dist/package.json', 'utf8')).version;
      cpSync('node_modules/pdfjs-dist/build/pdf.worker.min.mjs', `${outDir}/assets/pdfjs-${pdfjs}/pdf.worker.min.mjs`);
      writeFileSync(`${outDir}/build.json`, JSON.stringify({ builtAt: new Date().toISOString(), version: buildVersion() }));
    },
  };
}

/** Text assets at least this big get .br and .gz twins; smaller ones cost more in headers than they save. */
const PRECOMPRESS_MIN_BYTES = 1024;
const PRECOMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|xml)$/;

/**
 * Writes brotli (quality 11) and gzip (level 9) copies of every text asset once, at build time, so the
 * server sends them without compressing per request (@fastify/static preCompressed).
 */
function precompress() {
  const files = (dir) => readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
  return {
    name: 'portico-precompress',
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of files(outDir).filter((f) => PRECOMPRESSIBLE.test(f))) {
          const bytes = readFileSync(file);
          if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

export default {
  input: { portal: 'plugins/main.tsx' },
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    sourcemap: !production,
    manualChunks: firstLoadChunks(),
    onlyExplicitManualChunks: true,
  },
  // A plugin's chunk is named after its folder so the network log reads plainly.
  plugins: [...browserPlugins(), orderedCss({ minify: production }), preloadDynamicImportDeps(), htmlPage(), pluginChunks(), copyPublic(), serviceWorker({ enabled: production, outDir, minify: production }), precompress()],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    // A library's cycles among its own modules (TypeBox has a dozen) are not the portal's to mend.
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return;
    warn(warning);
  },
};
