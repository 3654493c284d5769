/**
 * How registry.json's variants resolve, in plain JavaScript so that the build (rollup.config.mjs) reads the
 * file the way the server does (registry-file.ts, which adds the shape checks and the typed result).
 */

/** The feature an entry enables: the entry itself, or the part of a plugin id before the slash. */
export const featureOfEntry = (id) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : id);

/**
 * A variant's enabled entries, its `extends` chain resolved: the base's first, a later entry for the same id in
 * place of the earlier, each as `{ id, config? }`; with the chain's entries, base first. An unknown variant or a
 * chain that comes back on itself is reported through `fail`, which must throw.
 */
export function resolveChain(variants, variant, fail) {
  const chain = [];
  const seen = new Set();
  for (let name = variant; name !== undefined; name = variants[name]?.extends) {
    if (seen.has(name)) fail(`registry.json: variant "${variant}" extends itself through "${name}"`);
    seen.add(name);
    const entry = variants[name];
    if (!entry) fail(`registry.json has no variant "${name}" (known: ${Object.keys(variants).join(', ')})`);
    chain.unshift(entry);
  }
  const plugins = new Map();
  for (const entry of chain) {
    for (const p of entry.plugins) {
      const plugin = typeof p === 'string' ? { id: p } : p;
      plugins.set(plugin.id, plugin);
    }
  }
  return { chain, plugins: [...plugins.values()] };
}
