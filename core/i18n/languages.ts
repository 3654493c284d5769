// File names under assets/ use the same tags as the contract's list.
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type LanguageTag } from '../contract/languages';

/** Where a namespace's translation file lives: the core namespace at assets/i18n, others at assets/{ns}/i18n. */
export const CORE_NAMESPACE = 'portal';
/** The signed-in frame's own namespaces (preview banner, terms, header and menus). */
export const SIGNED_IN_NAMESPACES = ['auth', 'shell'];
/** Namespaces a translation bundle (API.translationBundle) may hold: more than any screen asks for at once. */
export const MAX_BUNDLED_NAMESPACES = 40;
/** A namespace name as the bundle accepts it: a plugin id's letters, digits, dots and hyphens, no empty part. */
export const NAMESPACE_PATTERN = '[a-z0-9]+(?:[.-][a-z0-9]+)*';
export function translationPath(lang: string, ns: string): string {
  return ns === CORE_NAMESPACE ? `/assets/i18n/${lang}.json` : `/assets/${ns}/i18n/${lang}.json`;
}
