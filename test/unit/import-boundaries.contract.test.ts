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
  const alias = ALIASES.find(({ find }) => specifier === find || specifier.startsWith(`${find}/`));
  return alias ? `${alias.target}${specifier.slice(alias.find.length)}` : null;
}

/**
 * The import rules of the feature layout, for a file at `path` (relative to the repository): browser code
 * never reaches a server module (server/ or a feature's server/), and core never imports plugins/ (core
 * names no feature: features plug into it, never the other way round).
 */
export function boundaryViolations(path: string, source: string): string[] {
  const problems: string[] = [];
  for (const specifier of importsOf(source, path)) {
    const target = targetOf(path, specifier);
    if (target === null) continue;
    if (isBrowserCode(path) && SERVER_MODULE.test(target)) problems.push(`${path} imports server code: ${specifier}`);
    if (path.startsWith('core/') && target.startsWith('plugins/')) problems.push(`${path} (core) imports a feature: ${specifier}`);
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

  it('the rule finds a server import in browser code and a feature import in core', () => {
    const snippet = `
      import { x } from '../../server/http/context';
      import type { Y } from '../../plugins/br/boxe/server/routes';
      export { z } from '../kernel/plugin';
      const lazy = () => import('../../plugins/core/documents/DocumentsArea');`;
    expect(boundaryViolations('core/shell/Example.tsx', snippet)).toEqual([
      "core/shell/Example.tsx imports server code: ../../server/http/context",
      "core/shell/Example.tsx imports server code: ../../plugins/br/boxe/server/routes",
      "core/shell/Example.tsx (core) imports a feature: ../../plugins/br/boxe/server/routes",
      "core/shell/Example.tsx (core) imports a feature: ../../plugins/core/documents/DocumentsArea",
    ]);
    expect(boundaryViolations('plugins/br/boxe/stores/Store.tsx', `import { q } from '../server/queries';`)).toEqual([
      "plugins/br/boxe/stores/Store.tsx imports server code: ../server/queries",
    ]);
    expect(boundaryViolations('plugins/br/boxe/stores/Store.tsx', `import { c } from '@portico/server/http/context';`)).toEqual([
      "plugins/br/boxe/stores/Store.tsx imports server code: @portico/server/http/context",
    ]);
    // A feature's server module may use its own contract and the server kit.
    expect(boundaryViolations('plugins/br/boxe/server/routes.ts', `import { a } from '../contract'; import { b } from '../../../../server/http/context';`)).toEqual([]);
  });

  it('no browser file imports a server module, and no core file imports plugins/', () => {
    const files = [...sources('core'), ...sources('plugins')].map((f) => relative(process.cwd(), f).replace(/\\/g, '/'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => boundaryViolations(file, readFileSync(file, 'utf8')))).toEqual([]);
  }, 60_000); // it reads every source file: seconds on a busy two-core machine
});
