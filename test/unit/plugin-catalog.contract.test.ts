import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalog } from '@portico/core/app/catalog-check';
import { createKernel } from '@portico/core/app/create-kernel';
import { featureIdOf } from '@portico/kernel/plugin';
import { validateRegistryFile, resolveVariant } from '@portico/kernel/registry-file';
import { DEFAULT_FLAGS } from '@portico/contract/flag-defaults';
import { CATALOG_IDS, loadWholeCatalog } from '../../plugins/catalog';
import { textsOf } from '../support/i18n';

const CATALOG = await loadWholeCatalog();
const PLUGINS = CATALOG.flatMap((f) => f.plugins);
const files = (under: string, name: string) =>
  readdirSync(under, { recursive: true, encoding: 'utf8' }).filter((f) => f === name || f.endsWith(`/${name}`)).map((f) => join(under, f));
/** Where a feature's folder is: plugins/<ns>/<name>/ for "<ns>.<name>". */
const folderOf = (featureId: string) => join('plugins', ...featureId.split('.'));

/** Contract tests over every feature and plugin the build knows and every variant of registry.json. */
describe('plugin catalog contract', () => {
  it('loads each line of features.ts as the feature its id names', () => {
    expect(CATALOG.map((f) => f.id)).toEqual(CATALOG_IDS);
  });

  it('has unique feature and plugin ids', () => {
    const ids = [...CATALOG.map((f) => f.id), ...PLUGINS.map((m) => m.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every feature.ts under plugins/, each in the folder its id names, and every manifest lies in its feature', () => {
    expect(files('plugins', 'feature.ts').sort()).toEqual(CATALOG.map((f) => join(folderOf(f.id), 'feature.ts')).sort());
    const folders = CATALOG.map((f) => folderOf(f.id) + '/');
    expect(files('plugins', 'manifest.ts').filter((f) => !folders.some((folder) => f.startsWith(folder)))).toEqual([]);
    expect(PLUGINS.filter((m) => !CATALOG.find((f) => f.id === featureIdOf(m.id))?.plugins.includes(m)).map((m) => m.id)).toEqual([]);
  });

  it.each(PLUGINS.map((m) => [m.id, m] as const))('%s loads a module with a default component', async (_id, manifest) => {
    const module = await manifest.load();
    expect(typeof module.default).toBe('function');
    // A task kind's second screen, the firm's.
    if (manifest.kind === 'task') expect(typeof (await manifest.staff()).default).toBe('function');
  });

  it('has unique routes, action types, widget types, dialog names and task kinds', () => {
    const keys = PLUGINS.map((m) =>
      m.kind === 'area' ? `area:${m.audience === 'staff' ? 'staff/' : ''}${m.route}` : m.kind === 'action' ? `action:${m.route}` : m.kind === 'widget' ? `widget:${m.widgetType}`
        : m.kind === 'task' ? `task:${m.taskKind}` : m.kind === 'tool' ? `tool:${m.id}` : `dialog:${m.dialog}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('resolves every name at registration, has every text in all eight languages, and authorizes with declared names only', async () => {
    const errors = await checkCatalog(CATALOG, textsOf);
    expect(errors.map((e) => `${e.name}: ${e.message}`)).toEqual([]);
  });

  const registry = validateRegistryFile(JSON.parse(readFileSync('registry.json', 'utf8')));
  it.each(Object.keys(registry.variants))('variant "%s" names only known features and plugins, and registers', (variant) => {
    const known = new Set([...CATALOG.map((f) => f.id), ...PLUGINS.map((m) => m.id)]);
    const resolved = resolveVariant(registry, variant);
    expect(resolved.plugins.filter((p) => !known.has(p.id))).toEqual([]);
    expect(() => createKernel({ config: { ...resolved, version: 't', production: false }, catalog: CATALOG })).not.toThrow();
  });

  it.each(Object.keys(registry.variants))('variant "%s" sets only flags that core or a feature defines', (variant) => {
    const defined = new Set([...DEFAULT_FLAGS.map((f) => f.id), ...CATALOG.flatMap((f) => f.flags.map((flag) => flag.id))]);
    expect(Object.keys(resolveVariant(registry, variant).flags).filter((flag) => !defined.has(flag))).toEqual([]);
  });

  it('has the us and br variants', () => {
    expect(Object.keys(registry.variants)).toEqual(expect.arrayContaining(['us', 'br']));
  });
});
