import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Translations live in their feature's folder, plugins/<ns>/<name>/i18n/{lang}.json, and are served at
 * /assets/<ns>.<name>/i18n/{lang}.json (a feature's namespace is its id). The build copies them there; the
 * tests and benchmarks serve them from here. One rule, used by all of them.
 */
/**
 * Other paths a spec names for a feature's translations, served and copied as well: spec 001 reads the Brazil
 * dashboard's from assets/br-dashboard/i18n/{lang}.json (alias -> feature id).
 */
export const TRANSLATION_ALIASES = { 'br-dashboard': 'br.dashboard' };

export function featureTranslationDirs(root = '.') {
  const plugins = join(root, 'plugins');
  const found = [];
  for (const ns of readdirSync(plugins, { withFileTypes: true })) {
    if (!ns.isDirectory()) continue;
    for (const feature of readdirSync(join(plugins, ns.name), { withFileTypes: true })) {
      const dir = join(plugins, ns.name, feature.name, 'i18n');
      if (feature.isDirectory() && existsSync(dir)) found.push({ namespace: `${ns.name}.${feature.name}`, dir });
    }
  }
  for (const [alias, id] of Object.entries(TRANSLATION_ALIASES)) {
    const feature = found.find((f) => f.namespace === id);
    if (feature) found.push({ namespace: alias, dir: feature.dir });
  }
  return found;
}

/** Where a served /assets/<namespace>/i18n/<file> lives in the source tree, or null. */
export function sourceOfAsset(path, root = '.') {
  const match = /^\/assets\/([^/]+)\/i18n\/([a-z-]+\.json)$/.exec(path);
  if (match) {
    const feature = featureTranslationDirs(root).find((f) => f.namespace === match[1]);
    if (feature) return join(feature.dir, match[2]);
  }
  return path.startsWith('/assets/') ? join(root, 'public', path) : null;
}
