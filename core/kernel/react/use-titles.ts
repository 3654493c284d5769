import { useTranslation } from 'react-i18next';
import { MissingTranslationError } from '../errors';
import type { PluginManifest } from '../plugin';
import type { Section } from '../plugin-registry';
import { TOKENS } from '../tokens';
import { useKernel } from './kernel-context';

type Titled = PluginManifest | Section;
const isSection = (item: Titled): item is Section => 'featureId' in item;

/**
 * Translates plugin and section titles in their feature's namespace (loading those first, through Suspense).
 * A title missing in the current language is a MissingTranslationError naming the plugin: thrown in
 * development, logged in production (where the key shows).
 */
export function useTitles(items: Titled[]): (item: Titled) => string {
  const kernel = useKernel();
  const registry = kernel.plugins;
  const namespaceOf = (item: Titled) => (isSection(item) ? item.namespace : registry.namespaceOf(item));
  const namespaces = [...new Set(items.map(namespaceOf))];
  // Nothing titled: the default namespace (core's), which is loaded before any screen.
  const { t, i18n } = useTranslation(namespaces.length > 0 ? namespaces : undefined);
  const production = kernel.get(TOKENS.Config).production;
  return (item) => {
    const ns = namespaceOf(item);
    if (!i18n.exists(item.titleKey, { ns })) {
      const error = isSection(item)
        ? new MissingTranslationError(item.featureId, item.titleKey, ns, [i18n.language], 'feature')
        : new MissingTranslationError(item.id, item.titleKey, ns, [i18n.language]);
      if (!production) throw error;
      kernel.get(TOKENS.Logger).error('i18n', error.message, error);
    }
    return t(item.titleKey, { ns });
  };
}
