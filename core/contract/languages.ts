/** Interface languages Portico ships, as lower-case tags: the one list the browser, the server and the build read. */
export const SUPPORTED_LANGUAGES = ['en-us', 'en-gb', 'en-au', 'en-ca', 'es-ar', 'pt-br', 'fr-ca', 'nl-nl'] as const;
export type LanguageTag = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageTag = 'en-us';
