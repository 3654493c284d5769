import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importAliases } from '../../scripts/aliases.mjs';

/** Every module specifier a file imports: static and dynamic imports, re-exports, import types. */
export function importsOf(source: string, file = 'snippet.ts'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const SERVER_MODULE = /^(server\/|plugins\/[^/]+\/[^/]+\/server\/)/;
/** Browser code: core/ and plugins/, a feature's server module excepted. */
const isBrowserCode = (path: string) => /^(core|plugins)\//.test(path) && !SERVER_MODULE.test(path);

const ALIASES = importAliases().map(({ find, replacement }) => ({ find, target: relative(process.cwd(), replacement).replace(/\\/g, '/') }));

/** The repository path a specifier names: relative to the importing file, or through an import alias. */
function targetOf(path: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return normalize(join(dirname(path), specifier)).replace(/\\/g, '/');
  const alias = ALIASES.find(({ find }) => (typeof find === 'string' ? specifier === find || specifier.startsWith(`${find}/`) : find.test(specifier)));
  if (!alias) return null;
  return typeof alias.find === 'string' ? `${alias.target}${specifier.slice(alias.find.length)}` : alias.target;
}

/**
 * Files that name features, or core's internals from plugins/, because composing the portal is their job: the
 * build's list of features and its loader, the catalog, the browser's entry; the server finds feature modules by
 * their path (server/features.ts), with no import. docs/plugins.md#front-doors lists them.
 */
export const COMPOSITION_FILES = ['plugins/features.ts', 'plugins/feature-loader.ts', 'plugins/catalog.ts', 'plugins/main.tsx', 'server/features.ts'];

/** What feature code may import from core, the server and test/: the front doors (docs/plugins.md#front-doors). */
export const FRONT_DOORS = {
  browser: ['@portico/plugin'],
  server: ['@portico/plugin-server'],
  tests: ['@portico/plugin/testing', '@portico/plugin-server/testing'],
  toolkit: ['@portico/toolkit', ...['files', 'forms', 'grid', 'icons', 'remote', 'validators'].map((part) => `@portico/toolkit/${part}`)],
  contract: ['api-keys', 'api-paths', 'common', 'documents', 'endpoint', 'endpoints', 'errors', 'file-names', 'help', 'help-links', 'mail', 'profile', 'session', 'storage', 'tasks', 'flags']
    .map((module) => `@portico/contract/${module}`),
};
const FEATURE_FILE = /^plugins\/([^/]+\/[^/]+)\//;
/** A test or a test's helper: the only feature code that may use the testing doors and the catalog. */
const isTestCode = (path: string) => /\.test\.tsx?$|\/test-[^/]*\.tsx?$|\/testing\//.test(path);

/**
 * A namespace's kit, `plugins/<namespace>/kit/`: what that namespace's features share (the Brazilian kit). Its doors
 * are the import aliases that lead into it (tsconfig.json's "paths"), so a new region's kit needs no edit here.
 */
const KIT = /^plugins\/([^/]+)\/kit(\/|$)/;
const KIT_DOORS = new Set(ALIASES.filter(({ find, target }) => typeof find !== 'string' && KIT.test(target)).map(({ target }) => target));

/** Why feature code at `path` may not import a kit's `target` through `specifier`, or null when it may. */
function kitRuleBroken(feature: string, specifier: string, target: string): string | null {
  const kitNamespace = KIT.exec(target)![1];
  if (feature === `${kitNamespace}/kit`) return null;
  if (feature.split('/')[0] !== kitNamespace) return `a region's kit is for the features of its namespace (plugins/${kitNamespace}/) only`;
  if (specifier.startsWith('.') || !KIT_DOORS.has(target)) return 'a feature uses its namespace\'s kit through the kit\'s doors only (its @portico/… import aliases)';
  return null;
}

/** Why feature code at `path` may not import `specifier` (which names `target`), or null when it may. */
function featureRuleBroken(path: string, feature: string, specifier: string, target: string): string | null {
  const open = [...FRONT_DOORS.browser, ...FRONT_DOORS.server, ...FRONT_DOORS.toolkit, ...FRONT_DOORS.contract];
  if (open.includes(specifier)) return null;
  if (KIT.test(target)) return kitRuleBroken(feature, specifier, target);
  if (FRONT_DOORS.tests.includes(specifier)) return isTestCode(path) ? null : 'a testing door is for tests and their helpers only';
  if (/^(core|server|test)\//.test(target)) return 'feature code reaches core or the server through a front door only (@portico/plugin, @portico/plugin-server, their /testing, the toolkit\'s doors, the listed @portico/contract modules)';
  const other = /^plugins\/([^/]+\/[^/]+)(\/.*)?$/.exec(target);
  if (!other || other[1] === feature) return null;
  const rest = (other[2] ?? '').replace(/\.tsx?$/, '');
  if (rest === '' || rest === '/index') return null;
  if ((rest === '/server' || rest === '/server/index') && SERVER_MODULE.test(path)) return null;
  return `a feature uses another feature through its index.ts only (its server module: server/index.ts)`;
}

/**
 * The import rules of the feature layout, for a file at `path` (relative to the repository): browser code never
 * reaches a server module; core and the server never import plugins/ (features plug into them, never the other
 * way round); feature code reaches core and the server through the front doors only, and another feature through
 * its index.ts only. Each problem names the file, the import and the rule.
 */
export function boundaryViolations(path: string, source: string): string[] {
  if (COMPOSITION_FILES.includes(path)) return [];
  const problems: string[] = [];
  const feature = FEATURE_FILE.exec(path)?.[1];
  for (const specifier of importsOf(source, path)) {
    const target = targetOf(path, specifier);
    if (target === null) continue;
    const broken = (rule: string) => problems.push(`${path} imports '${specifier}': ${rule}`);
    if (isBrowserCode(path) && SERVER_MODULE.test(target)) broken('browser code imports no server module');
    if (/^(core|server)\//.test(path) && target.startsWith('plugins/')) broken('core and the server import no feature');
    if (target === 'plugins/catalog' && feature && isTestCode(path)) continue;
    const rule = feature && featureRuleBroken(path, feature, specifier, target);
    if (rule) broken(rule);
  }
  return problems;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Imports that load code at run time: no `import type`, no type-only export, no dynamic import(). */
function runtimeImportsOf(source: string, file: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return sf.statements.flatMap((node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes = !node.importClause?.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      return onlyTypes ? [] : [node.moduleSpecifier.text];
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) return [node.moduleSpecifier.text];
    return [];
  });
}

const resolveSource = (target: string) =>
  [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, target].find((f) => { try { return readFileSync(f) && true; } catch { return false; } });

/** Every repository file the entry loads before the first render (its static import graph), with who loaded it. */
function entryGraph(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const queue: Array<[string, string]> = [[entry, '']];
  while (queue.length) {
    const [file, by] = queue.pop()!;
    if (files.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    files.set(file, by);
    for (const specifier of runtimeImportsOf(readFileSync(file, 'utf8'), file)) {
      const target = targetOf(file, specifier);
      const resolved = target === null ? null : resolveSource(target);
      if (resolved) queue.push([resolved, file]);
    }
  }
  return files;
}

describe('import boundaries', () => {
  it('the entry (manifests and feature.ts included) loads no API schemas before the first render', () => {
    // Manifests and feature.ts are in the entry; a contract.ts pulls TypeBox (about 15 KB gzip) in with it.
    // Keep permission names and paths a manifest needs in a TypeBox-free module of the feature.
    const files = entryGraph('plugins/main.tsx');
    expect(files.size).toBeGreaterThan(20);
    const schemaFiles = [...files].filter(([file]) => runtimeImportsOf(readFileSync(file, 'utf8'), file).some((s) => s.startsWith('@sinclair/typebox')));
    // Named where plugin code reaches schemas, not every contract module after that.
    const isContract = (file: string) => file.startsWith('core/contract/') || file.endsWith('/contract.ts');
    expect(schemaFiles.filter(([, by]) => !isContract(by)).map(([file, by]) => `${by} loads ${file}, which imports TypeBox`)).toEqual([]);
  });

  it('the rules find a server import in browser code, a feature import in core, and deep imports in features', () => {
    const snippet = `
      import { x } from '../../server/http/context';
      import type { Y } from '../../plugins/br/boxe/server/routes';
      export { z } from '../kernel/plugin';
      const lazy = () => import('../../plugins/common/documents/DocumentsArea');`;
    expect(boundaryViolations('core/shell/Example.tsx', snippet)).toEqual([
      "core/shell/Example.tsx imports '../../server/http/context': browser code imports no server module",
      "core/shell/Example.tsx imports '../../plugins/br/boxe/server/routes': browser code imports no server module",
      "core/shell/Example.tsx imports '../../plugins/br/boxe/server/routes': core and the server import no feature",
      "core/shell/Example.tsx imports '../../plugins/common/documents/DocumentsArea': core and the server import no feature",
    ]);
    expect(boundaryViolations('plugins/br/boxe/stores/Store.tsx', `import { q } from '../server/queries';`)).toEqual([
      "plugins/br/boxe/stores/Store.tsx imports '../server/queries': browser code imports no server module",
    ]);
    const DEEP = 'feature code reaches core or the server through a front door only (@portico/plugin, @portico/plugin-server, their /testing, the toolkit\'s doors, the listed @portico/contract modules)';
    expect(boundaryViolations('plugins/br/boxe/stores/Store.tsx', `import { c } from '@portico/server/http/context';`)).toEqual([
      "plugins/br/boxe/stores/Store.tsx imports '@portico/server/http/context': browser code imports no server module",
      `plugins/br/boxe/stores/Store.tsx imports '@portico/server/http/context': ${DEEP}`,
    ]);
    expect(boundaryViolations('plugins/br/boxe/Store.tsx', `import { T } from '@portico/kernel/tokens'; import { D } from '../../../core/shell/modals/Dialog'; import { G } from '@portico/toolkit/grid/Grid';`)).toEqual([
      `plugins/br/boxe/Store.tsx imports '@portico/kernel/tokens': ${DEEP}`,
      `plugins/br/boxe/Store.tsx imports '../../../core/shell/modals/Dialog': ${DEEP}`,
      `plugins/br/boxe/Store.tsx imports '@portico/toolkit/grid/Grid': ${DEEP}`,
    ]);
    expect(boundaryViolations('plugins/br/protocols/Receipts.tsx', `import { f } from '../reports/report/fetch-all'; import { g } from '../reports';`)).toEqual([
      "plugins/br/protocols/Receipts.tsx imports '../reports/report/fetch-all': a feature uses another feature through its index.ts only (its server module: server/index.ts)",
    ]);
    expect(boundaryViolations('plugins/br/boxe/Store.tsx', `import { m } from '@portico/br-kit'; import { v } from '../kit/validators/cpf'; import { k } from '../kit';`)).toEqual([
      "plugins/br/boxe/Store.tsx imports '../kit/validators/cpf': a feature uses its namespace's kit through the kit's doors only (its @portico/… import aliases)",
      "plugins/br/boxe/Store.tsx imports '../kit': a feature uses its namespace's kit through the kit's doors only (its @portico/… import aliases)",
    ]);
    expect(boundaryViolations('plugins/common/home/Home.tsx', `import { m } from '@portico/br-kit';`)).toEqual([
      "plugins/common/home/Home.tsx imports '@portico/br-kit': a region's kit is for the features of its namespace (plugins/br/) only",
    ]);
    expect(boundaryViolations('core/toolkit/grid/format.ts', `import { formatCnpj } from '@portico/br-kit';`)).toEqual([
      "core/toolkit/grid/format.ts imports '@portico/br-kit': core and the server import no feature",
    ]);
    expect(boundaryViolations('plugins/br/boxe/Store.tsx', `import { fakeApi } from '@portico/plugin/testing';`)).toEqual([
      "plugins/br/boxe/Store.tsx imports '@portico/plugin/testing': a testing door is for tests and their helpers only",
    ]);
    // What is allowed: the doors, the feature's own files, another feature's index.ts, its server index from a server module.
    expect(boundaryViolations('plugins/br/boxe/Store.test.tsx', `import { a } from '@portico/plugin'; import { b } from '@portico/plugin/testing'; import { c } from '@portico/contract/common'; import { d } from '@portico/toolkit'; import { e } from './x'; import { h } from '../../common/home';`)).toEqual([]);
    expect(boundaryViolations('plugins/br/dashboard/server/tables.ts', `import { a } from '@portico/plugin-server'; import type { D } from '../../../common/documents/server';`)).toEqual([]);
    expect(boundaryViolations('plugins/main.tsx', `import { k } from '@portico/kernel/kernel';`)).toEqual([]);
  });

  it('no browser file imports a server module, core and the server no feature, features only front doors and public doors', () => {
    const files = [...sources('core'), ...sources('server'), ...sources('plugins')].map((f) => relative(process.cwd(), f).replace(/\\/g, '/'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => boundaryViolations(file, readFileSync(file, 'utf8')))).toEqual([]);
  }, 60_000); // it reads every source file: seconds on a busy two-core machine
});
