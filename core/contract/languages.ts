/** Interface languages Portico ships, as lower-case tags: the one list the browser, the server and the build read. */
export const SUPPORTED_LANGUAGES = ['en-us', 'en-gb', 'en-au', 'en-ca', 'es-ar', 'pt-br', 'fr-ca', 'nl-nl'] as const;
export type LanguageTag = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageTag = 'en-us';

/** Namespaces a translation bundle (API.translationBundle) may hold: more than any screen asks for at once. */
export const MAX_BUNDLED_NAMESPACES = 40;
/** A namespace name as the bundle accepts it: a plugin id's letters, digits, dots and hyphens, no empty part. */
export const NAMESPACE_PATTERN = '[a-z0-9]+(?:[.-][a-z0-9]+)*';
