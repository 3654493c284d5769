// File names under assets/ use the same tags as the contract's list; the bundle's limits are the API's.
export {
  DEFAULT_LANGUAGE, MAX_BUNDLED_NAMESPACES, NAMESPACE_PATTERN, SUPPORTED_LANGUAGES, type LanguageTag,
} from '../contract/languages';

/** Where a namespace's translation file lives: the core namespace at assets/i18n, others at assets/{ns}/i18n. */
export const CORE_NAMESPACE = 'portal';
/** The signed-in frame's own namespaces (preview banner, terms, header and menus). */
export const SIGNED_IN_NAMESPACES = ['auth', 'shell'];
export function translationPath(lang: string, ns: string): string {
  return ns === CORE_NAMESPACE ? `/assets/i18n/${lang}.json` : `/assets/${ns}/i18n/${lang}.json`;
}
