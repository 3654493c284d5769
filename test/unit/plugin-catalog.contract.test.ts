import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateRegistryFile, resolveVariant } from '../../core/kernel/registry-file';
import { CATALOG } from '../../plugins/catalog';

/** Contract tests over every manifest the build knows and every variant of registry.json. */
describe('plugin catalog contract', () => {
  it('has unique ids', () => {
    const ids = CATALOG.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every manifest.ts under plugins/, each in the folder its id names', () => {
    const files = readdirSync('plugins', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('/manifest.ts'))
      .map((f) => `plugins/${f}`)
      .sort();
    const expected = CATALOG.map((m) => `plugins/${m.id.replace('.', '/')}/manifest.ts`).sort();
    expect(files).toEqual(expected);
  });

  it.each(CATALOG.map((m) => [m.id, m] as const))('%s loads a module with a default component', async (_id, manifest) => {
    const module = await manifest.load();
    expect(typeof module.default).toBe('function');
  });

  it('has unique routes, action types and widget types', () => {
    const keys = CATALOG.map((m) =>
      m.kind === 'area' ? `area:${m.route}` : m.kind === 'action' ? `action:${m.route}` : m.kind === 'widget' ? `widget:${m.widgetType}` : `section:${m.sectionType}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  const registry = validateRegistryFile(JSON.parse(readFileSync('registry.json', 'utf8')));
  it.each(Object.keys(registry.variants))('variant "%s" names only known plugins', (variant) => {
    const known = new Set(CATALOG.map((m) => m.id));
    const unknown = resolveVariant(registry, variant).plugins.filter((p) => !known.has(p.id));
    expect(unknown).toEqual([]);
  });

  it('has the us and br variants', () => {
    expect(Object.keys(registry.variants)).toEqual(expect.arrayContaining(['us', 'br']));
  });
});
