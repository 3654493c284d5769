import { Node, Project, SyntaxKind, ts, type ArrayLiteralExpression, type ObjectLiteralExpression, type SourceFile } from 'ts-morph';
import { ScaffoldError } from './names';

/**
 * Edits of a feature's existing TypeScript files, located through their syntax tree (ts-morph) and written as
 * insertions in the file's own layout (indentation, trailing commas), so that the rest of the file stays byte
 * for byte as it was. A file not shaped as expected is refused, and an edit whose result does not parse is a
 * bug of the scaffold. Each takes a file's text and answers the new text; nothing here touches the disk.
 */

function parse(source: string, file: string): SourceFile {
  return new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true }).createSourceFile(file, source);
}

interface Insertion { at: number; text: string; end?: number }

/** The text with the insertions (or replacements, with `end`) made, all at positions of the original. */
function apply(source: string, edits: Insertion[], file: string): string {
  const result = [...edits].sort((a, b) => b.at - a.at)
    .reduce((text, e) => text.slice(0, e.at) + e.text + text.slice(e.end ?? e.at), source);
  const problems = ts.transpileModule(result, { fileName: file, reportDiagnostics: true }).diagnostics ?? [];
  if (problems.length) throw new Error(`npm run new wrote ${file} that does not parse: ${problems.map((p) => ts.flattenDiagnosticMessageText(p.messageText, ' ')).join('; ')}`);
  return result;
}

/** The indentation of the line a position is on. */
const indentAt = (source: string, at: number) => /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', at - 1) + 1))![0];

/** One more item at the end of an object's properties or a list's elements, on a line of its own when they are. */
function append(source: string, node: ObjectLiteralExpression | ArrayLiteralExpression, item: string): Insertion {
  const items = Node.isObjectLiteralExpression(node) ? node.getProperties() : node.getElements();
  const last = items.at(-1);
  const open = node.getStart() + 1;
  if (!last) {
    const inner = indentAt(source, node.getStart()) + '  ';
    return source.slice(open, node.getEnd() - 1).includes('\n')
      ? { at: open, text: `\n${inner}${item.replace(/\n/g, `\n${inner}`)},` }
      : { at: open, text: Node.isObjectLiteralExpression(node) ? ` ${item} ` : item };
  }
  const comma = /^\s*,/.exec(source.slice(last.getEnd()));
  const at = last.getEnd() + (comma ? comma[0].length : 0);
  if (!source.slice(open, last.getStart()).includes('\n')) return { at: last.getEnd(), text: `, ${item}` };
  const indent = indentAt(source, last.getStart());
  return { at, text: `${comma ? '' : ','}\n${indent}${item.replace(/\n/g, `\n${indent}`)}${comma ? ',' : ''}` };
}

/** Insertions that import the names from a module: into its import declaration when the file has one. */
function imports(source: string, file: SourceFile, module: string, names: string[]): Insertion[] {
  const imported = new Set(file.getImportDeclarations().flatMap((d) => d.getNamedImports().map((n) => (n.getAliasNode() ?? n.getNameNode()).getText())));
  const wanted = names.filter((name) => !imported.has(name));
  if (!wanted.length) return [];
  const declaration = file.getImportDeclarations().find((d) => d.getModuleSpecifierValue() === module && !d.isTypeOnly() && d.getNamedImports().length);
  if (declaration) {
    const last = declaration.getNamedImports().at(-1)!;
    return [{ at: last.getEnd(), text: wanted.map((n) => `, ${n}`).join('') }];
  }
  const after = file.getImportDeclarations().at(-1);
  const line = `import { ${wanted.join(', ')} } from '${module}';`;
  return [after ? { at: after.getEnd(), text: `\n${line}` } : { at: 0, text: `${line}\n` }];
}

/** Whether a name is declared or imported at the top of a file (read from the syntax alone: no type checker). */
const declares = (file: SourceFile, name: string) =>
  file.getImportDeclarations().some((d) => [d.getDefaultImport(), d.getNamespaceImport(), ...d.getNamedImports().map((n) => n.getAliasNode() ?? n.getNameNode())]
    .some((id) => id?.getText() === name))
  || [file.getVariableDeclaration(name), file.getFunction(name), file.getClass(name), file.getInterface(name), file.getTypeAlias(name), file.getEnum(name)].some(Boolean);

/** The object literal a call's first argument is (`defineEndpoints({ … })`), or a refusal naming the file. */
function firstObjectArgument(call: Node | undefined, what: string, file: string): ObjectLiteralExpression {
  const object = call?.asKind(SyntaxKind.CallExpression)?.getArguments()[0]?.asKind(SyntaxKind.ObjectLiteralExpression);
  if (!object) throw new ScaffoldError(`${file} has no ${what} to add to`);
  return object;
}

export interface NewEndpoint {
  operationId: string;
  /** The path table's name (`TIMESHEETS_API`), the path's key there, and the path; the declaration names the path itself when the contract has no such table. */
  pathTable: string;
  pathKey: string;
  path: string;
  /** Declarations put before ENDPOINTS (the operation's schemas), by the name each declares. */
  schemas: Array<{ name: string; text: string }>;
  /** The tag when the table has no operation to take its tags from. */
  defaultTag: string;
  /** Names to import, by module. */
  imports: Record<string, string[]>;
  /** The declaration: an object literal's text in which `__path__` stands for the path and `__tags__` for the tags of the table's first operation (or the feature's API name). */
  entry: string;
}

/** contract.ts with one more operation: its path in the path table, its schemas, and its entry of `ENDPOINTS`. */
export function addEndpoint(source: string, endpoint: NewEndpoint, fileName = 'contract.ts'): string {
  const file = parse(source, fileName);
  const table = file.getVariableDeclaration('ENDPOINTS');
  const call = table?.getInitializer();
  if (!table || !call || !Node.isCallExpression(call) || call.getExpression().getText() !== 'defineEndpoints') {
    throw new ScaffoldError(`${fileName} has no "export const ENDPOINTS = defineEndpoints({ … })" to add the operation to`);
  }
  const operations = firstObjectArgument(call, '"defineEndpoints({ … })" table', fileName);
  if (operations.getProperty(endpoint.operationId)) throw new ScaffoldError(`${fileName} declares ${endpoint.operationId} already: pick another name`);
  for (const { name } of endpoint.schemas) {
    if (declares(file, name)) throw new ScaffoldError(`${fileName} declares "${name}" already: pick another name`);
  }
  const edits: Insertion[] = [];

  // The path goes in the feature's path table when it has one (`as const` or not).
  let path = `'${endpoint.path}'`;
  const paths = file.getVariableDeclaration(endpoint.pathTable)?.getInitializer();
  const pathObject = paths && (Node.isAsExpression(paths) ? paths.getExpression() : paths).asKind(SyntaxKind.ObjectLiteralExpression);
  if (pathObject) {
    if (pathObject.getProperty(endpoint.pathKey)) throw new ScaffoldError(`${fileName}'s ${endpoint.pathTable} has a "${endpoint.pathKey}" path already: pick another name`);
    edits.push(append(source, pathObject, `${endpoint.pathKey}: '${endpoint.path}'`));
    path = `${endpoint.pathTable}.${endpoint.pathKey}`;
  }
  for (const [module, names] of Object.entries(endpoint.imports)) edits.push(...imports(source, file, module, names));
  const statement = table.getVariableStatementOrThrow();
  edits.push({ at: statement.getStart(true), text: endpoint.schemas.map((s) => `${s.text}\n\n`).join('') });
  const first = operations.getProperties()[0]?.asKind(SyntaxKind.PropertyAssignment)?.getInitializer()?.asKind(SyntaxKind.ObjectLiteralExpression);
  const tags = first?.getProperty('tags')?.asKind(SyntaxKind.PropertyAssignment)?.getInitializer()?.getText() ?? `['${endpoint.defaultTag}']`;
  edits.push(append(source, operations, `${endpoint.operationId}: ${endpoint.entry.replace('__path__', path).replace('__tags__', tags)}`));
  return apply(source, edits, fileName);
}

/** server/index.ts with one more route module: imported, and added to `defineServerFeature({ routes })`. */
export function addRouteModule(source: string, name: string, modulePath: string, fileName = 'server/index.ts'): string {
  const file = parse(source, fileName);
  if (declares(file, name)) throw new ScaffoldError(`${fileName} has a "${name}" already: pick another name`);
  const call = file.getDescendantsOfKind(SyntaxKind.CallExpression).find((c) => c.getExpression().getText() === 'defineServerFeature');
  const feature = firstObjectArgument(call, '"defineServerFeature({ … })"', fileName);
  const routes = feature.getProperty('routes');
  const edits: Insertion[] = [...imports(source, file, modulePath, [name])];
  if (!routes) edits.push(append(source, feature, `routes: ${name}`));
  else if (Node.isShorthandPropertyAssignment(routes)) edits.push({ at: routes.getStart(), end: routes.getEnd(), text: `routes: [routes, ${name}]` });
  else if (Node.isPropertyAssignment(routes)) {
    const list = routes.getInitializerOrThrow();
    if (Node.isArrayLiteralExpression(list)) edits.push(append(source, list, name));
    else edits.push({ at: list.getStart(), end: list.getEnd(), text: `[${list.getText()}, ${name}]` });
  } else throw new ScaffoldError(`${fileName}'s "routes" is neither a list nor a route module: add ${name} to it by hand`);
  return apply(source, edits, fileName);
}
