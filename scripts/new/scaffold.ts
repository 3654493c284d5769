import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveVariant, validateRegistryFile } from '@portico/kernel/registry-file';
import { featureNames, pluginNames, ScaffoldError, type FeatureNames, type PluginNames } from './names';
import { Plan, type ScaffoldResult } from './plan';
import { LANGUAGES, pluginTexts, type ScreenTemplate } from './words';

/**
 * `npm run new`: writes a feature (client, contract, server module, translations, tests) or a plugin of one,
 * and the one line each list needs (plugins/features.ts, registry.json, the feature's feature.ts). It never
 * overwrites a file: everything it would write is checked before the first write.
 */

const TEMPLATES = join(import.meta.dirname, 'templates');

export type { ScaffoldResult } from './plan';

/** A template with its __tokens__ filled; a token without a value is a bug of the scaffold, not of the user. */
export function fill(template: string, values: Record<string, string>): string {
  return readFileSync(join(TEMPLATES, template), 'utf8').replace(/__([A-Za-z]+)__/g, (token, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template ${template}: no value for ${token}`);
    return value;
  });
}

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The next migration number: one above every migration of core and of every feature (Kysely runs them by name). */
export function nextMigrationNumber(root: string): string {
  const dirs = [join(root, 'server/db/migrations')];
  const plugins = join(root, 'plugins');
  for (const ns of readdirSync(plugins, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const feature of readdirSync(join(plugins, ns.name), { withFileTypes: true }).filter((d) => d.isDirectory())) {
      dirs.push(join(plugins, ns.name, feature.name, 'server/migrations'));
    }
  }
  const numbers = dirs.filter((dir) => existsSync(dir)).flatMap((dir) => readdirSync(dir))
    .map((file) => /^(\d{4})_/.exec(file)?.[1]).filter((n): n is string => n !== undefined).map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

const REGISTRY = 'registry.json';

/** `source` with `item` appended to the list whose items start at `open` (just after its "["), in the list's own layout. */
function appendToList(source: string, open: number, items: string, item: string): string {
  const end = open + items.trimEnd().length;
  const indent = /\n([ \t]*)\S/.exec(items)?.[1];
  const insert = items.trim() === '' ? item : indent !== undefined ? `${items.trimEnd().endsWith(',') ? '' : ','}\n${indent}${item}` : `, ${item}`;
  return source.slice(0, end) + insert + source.slice(end);
}

export function readRegistry(plan: Plan) {
  return validateRegistryFile(JSON.parse(plan.read(REGISTRY)));
}

/**
 * registry.json with `id` added to the variant's plugins, written as a change of that one list so that the
 * rest of the file stays as it was (the result is parsed back and compared to be sure).
 */
export function addToVariant(source: string, variant: string, id: string): string {
  const registry = validateRegistryFile(JSON.parse(source));
  const entry = registry.variants[variant];
  if (!entry) throw new ScaffoldError(`registry.json has no variant "${variant}" (known: ${Object.keys(registry.variants).join(', ')})`);
  const expected = structuredClone(registry);
  expected.variants[variant]!.plugins.push(id);
  const start = source.search(new RegExp(`"${variant}"\\s*:\\s*\\{`));
  const list = start < 0 ? null : /"plugins"\s*:\s*\[([^\]]*)\]/.exec(source.slice(start));
  if (list) {
    const edited = appendToList(source, start + list.index + list[0].indexOf('[') + 1, list[1]!, `"${id}"`);
    try {
      if (JSON.stringify(JSON.parse(edited)) === JSON.stringify(expected)) return edited;
    } catch {
      // rewritten whole below
    }
  }
  return json(expected);
}

/** The variants that enable a feature, and how: by its id, or by some of its plugins' ids. */
export function enablement(plan: Plan, featureId: string) {
  const registry = readRegistry(plan);
  const variants = Object.keys(registry.variants);
  return {
    registry,
    byId: variants.filter((v) => resolveVariant(registry, v).plugins.some((p) => p.id === featureId)),
    byPlugin: variants.filter((v) => registry.variants[v]!.plugins.some((p) => (typeof p === 'string' ? p : p.id).startsWith(`${featureId}/`))),
  };
}

/** Whom to sign in as to see a variant (README's demo accounts). */
export const DEMO_ACCOUNT: Record<string, string> = { us: 'maria@acme.example', br: 'joao@contabil.example' };

const startCommand = (variant: string) => (variant === 'us' ? 'npm run build && npm start' : `npm run build && PORTICO_VARIANT=${variant} npm start`);

/** `npm run new -- acme.timesheets feature [--variant us|br]` */
export function newFeature(root: string, id: string, variant = 'us'): ScaffoldResult {
  const f = featureNames(id);
  const plan = new Plan(root);
  if (existsSync(join(root, f.folder))) throw new ScaffoldError(`${f.folder}/ exists already: refusing to overwrite it`);
  const registry = readRegistry(plan);
  if (!registry.variants[variant]) throw new ScaffoldError(`registry.json has no variant "${variant}" (known: ${Object.keys(registry.variants).join(', ')})`);
  const features = plan.read('plugins/features.ts');
  if (new RegExp(`\\bconst ${f.exportName}\\b`).test(features)) throw new ScaffoldError(`plugins/features.ts already exports "${f.exportName}"`);

  const migration = `${nextMigrationNumber(root)}_${f.table.replace(/_entries$/, '')}`;
  const values = featureValues(f, { migration, variant });
  plan.write(`${f.folder}/feature.ts`, fill('feature/feature.ts.tpl', values));
  plan.write(`${f.folder}/contract.ts`, fill('feature/contract.ts.tpl', values));
  for (const language of LANGUAGES) plan.write(`${f.folder}/i18n/${language}.json`, json({ title: f.title, sections: { [f.section]: f.title } }));
  plan.write(`${f.folder}/server/index.ts`, fill('feature/server/index.ts.tpl', values));
  plan.write(`${f.folder}/server/tables.ts`, fill('feature/server/tables.ts.tpl', values));
  plan.write(`${f.folder}/server/migrations/${migration}.ts`, fill('feature/server/migration.ts.tpl', values));
  plan.write(`${f.folder}/server/routes.ts`, fill('feature/server/routes.ts.tpl', values));
  plan.write(`${f.folder}/server/seed.ts`, fill('feature/server/seed.ts.tpl', values));
  plan.write(`${f.folder}/server/${f.name}.test.ts`, fill('feature/server/feature.test.ts.tpl', values));

  plan.edit('plugins/features.ts', `${features.replace(/\s*$/, '\n')}export const ${f.exportName} = lazyFeature('${f.id}', () => import('./${f.namespace}/${f.name}/feature'));\n`);
  plan.edit(REGISTRY, addToVariant(plan.read(REGISTRY), variant, f.id));
  return plan.commit([
    `Add a screen: npm run new -- ${f.id}/<name> action   (or widget, area, dialog)`,
    `Test it:      npx vitest run ${f.folder}`,
    `Serve it:     ${startCommand(variant)}`,
  ]);
}

export function featureValues(f: FeatureNames, extra: Record<string, string> = {}): Record<string, string> {
  return {
    featureId: f.id, folder: f.folder, name: f.name, Title: f.title, camel: f.camel, Pascal: f.pascal, CONST: f.constant,
    section: f.section, dashboardSection: f.dashboardSection, apiName: f.apiName, table: f.table, tableCamel: f.tableCamel, ...extra,
  };
}

/** The first name of a contribution list in feature.ts (`sections: { xSection: ...`), if it has one. */
const firstKey = (source: string, list: 'sections' | 'dashboardSections') =>
  new RegExp(`\\b${list}\\s*:\\s*\\{\\s*['"]?([A-Za-z][A-Za-z0-9-]*)['"]?\\s*:`).exec(source)?.[1];

/** feature.ts with a contribution inserted before its `plugins:` (on a line of its own when `plugins:` starts one). */
function beforePlugins(source: string, contribution: string, file: string): string {
  const at = /\bplugins\s*:/.exec(source);
  if (!at) throw new ScaffoldError(`${file} has no "plugins: [...]" list to add to; add one to its defineFeature({...})`);
  const lineStart = source.lastIndexOf('\n', at.index) + 1;
  const indent = source.slice(lineStart, at.index);
  const inserted = /^[ \t]*$/.test(indent) ? `${contribution}\n${indent}` : `${contribution} `;
  return source.slice(0, at.index) + inserted + source.slice(at.index);
}

/** feature.ts importing the plugin's manifest and listing it in `plugins`. */
export function addPluginToFeature(source: string, name: string, manifestPath: string, file = 'feature.ts'): string {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  if (new RegExp(`\\b${name}\\b`).test(code)) throw new ScaffoldError(`${file} already uses the name "${name}": pick another plugin name`);
  const imports = [...source.matchAll(/^import\b[^;]*;[ \t]*$/gm)];
  const last = imports.at(-1);
  const at = last ? last.index + last[0].length : 0;
  let edited = `${source.slice(0, at)}${last ? '\n' : ''}import ${name} from '${manifestPath}';${last ? '' : '\n'}${source.slice(at)}`;
  const list = /\bplugins\s*:\s*\[([^\]]*)\]/.exec(edited);
  if (!list) throw new ScaffoldError(`${file} has no "plugins: [...]" list to add "${name}" to`);
  edited = appendToList(edited, list.index + list[0].indexOf('[') + 1, list[1]!, name);
  return edited;
}

/** Whether contract.ts is the one `npm run new ... feature` wrote (its entries API), which the screens then use. */
const hasEntriesApi = (contract: string | null, f: FeatureNames) =>
  contract !== null && contract.includes(`export const ${f.constant}_API`) && /\bentries\s*:/.test(contract)
  && contract.includes(`export const New${f.pascal}Entry`) && contract.includes('export const ENDPOINTS');

const screenTemplate = (kind: PluginNames['kind'], api: boolean): ScreenTemplate =>
  !api ? (kind === 'dialog' ? 'plain-dialog' : 'plain') : kind === 'widget' ? 'widget' : kind === 'dialog' ? 'dialog' : 'entries';

/** `npm run new -- acme.timesheets/log-hours action|widget|area|dialog` */
export function newPlugin(root: string, pluginId: string, kind: string): ScaffoldResult {
  const { feature: f, plugin: p } = pluginNames(pluginId, kind);
  const plan = new Plan(root);
  const featureFile = `${f.folder}/feature.ts`;
  if (!existsSync(join(root, featureFile))) {
    throw new ScaffoldError(`Feature ${f.id} does not exist (no ${featureFile}). Create it first:\n  npm run new -- ${f.id} feature`);
  }
  if (existsSync(join(root, p.folder))) throw new ScaffoldError(`${p.folder}/ exists already: refusing to overwrite it`);
  const reserved = [`${f.pascal}Entry`, `New${f.pascal}Entry`, `${f.pascal}EntryPage`, `${f.pascal}EntryQuery`, 'Dialog', 'PluginSlot'];
  if (reserved.includes(p.component)) throw new ScaffoldError(`The plugin name "${p.name}" would name its component ${p.component}, which the generated code uses already: pick another`);

  const contractFile = join(root, f.folder, 'contract.ts');
  const api = hasEntriesApi(existsSync(contractFile) ? readFileSync(contractFile, 'utf8') : null, f);
  const template = screenTemplate(p.kind, api);

  // The section (or dashboard section) the plugin shows in: the feature's own, added when it has none.
  let source = plan.read(featureFile);
  let section = f.section;
  let dashboardSection = f.dashboardSection;
  let newSection = false;
  if (p.kind === 'action') {
    const known = firstKey(source, 'sections');
    if (known) section = known;
    else {
      source = beforePlugins(source, `sections: { ${section}: { titleKey: 'sections.${section}' } },`, featureFile);
      newSection = true;
    }
  }
  if (p.kind === 'widget') {
    const known = firstKey(source, 'dashboardSections');
    if (known) dashboardSection = known;
    else source = beforePlugins(source, `dashboardSections: { ${dashboardSection}: { order: 100 } },`, featureFile);
  }
  plan.edit(featureFile, addPluginToFeature(source, p.camel, `./${p.name}/manifest`, featureFile));

  for (const language of LANGUAGES) {
    const file = `${f.folder}/i18n/${language}.json`;
    if (!existsSync(join(root, file))) throw new ScaffoldError(`${file} is missing: a feature has its texts in all eight languages`);
    const texts = JSON.parse(plan.read(file)) as Record<string, unknown>;
    if (p.camel in texts) throw new ScaffoldError(`${file} has a "${p.camel}" key already: refusing to overwrite it`);
    texts[p.camel] = pluginTexts(language, p.title, template);
    if (newSection) texts.sections = { ...(texts.sections as object | undefined), [section]: f.title };
    plan.edit(file, plan.read(file).endsWith('\n') ? json(texts) : json(texts).trimEnd());
  }

  const values = {
    ...featureValues(f), section, dashboardSection, pluginId: p.id, plugin: p.name, PluginTitle: p.title, pluginCamel: p.camel,
    Component: p.component, route: p.route, handle: p.handle, heading: p.kind === 'widget' ? 'h2' : 'h1',
  };
  plan.write(`${p.folder}/manifest.ts`, fill(`plugin/manifest.${p.kind}.ts.tpl`, values));
  plan.write(`${p.folder}/${p.component}.tsx`, fill(`plugin/${template}.tsx.tpl`, values));
  plan.write(`${p.folder}/${p.component}.test.tsx`, fill(`plugin/${template}.test.tsx.tpl`, values));
  if (api) plan.write(`${p.folder}/${p.handle}.css`, fill('plugin/screen.css.tpl', values));

  // registry.json: a feature enabled by its id brings the new plugin along; one enabled plugin by plugin gets it listed too.
  const { byId, byPlugin } = enablement(plan, f.id);
  const listedIn = byPlugin.filter((v) => !byId.includes(v));
  for (const variant of listedIn) plan.edit(REGISTRY, addToVariant(plan.read(REGISTRY), variant, p.id));
  const variants = [...byId, ...listedIn];
  const variant = variants.includes('us') ? 'us' : variants[0];

  const where = {
    action: `http://localhost:8080/actions/${p.route}`,
    area: `http://localhost:8080/${p.route}`,
    widget: 'http://localhost:8080/home',
    dialog: `(a dialog: open it by name with kernel.get(TOKENS.Modals).openNamed('${p.handle}'))`,
  }[p.kind];
  return plan.commit([
    `Test it:  npx vitest run ${p.folder}`,
    variant
      ? `Serve it: ${startCommand(variant)}, sign in as ${DEMO_ACCOUNT[variant] ?? 'a demo account'} (password Portico!demo1), open ${where}`
      : `No variant enables ${f.id} yet: add "${f.id}" to a variant's plugins in registry.json to see it at ${where}`,
  ]);
}
