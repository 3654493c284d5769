import { Type } from '@sinclair/typebox';
import { MAX_BUNDLED_NAMESPACES, NAMESPACE_PATTERN, SUPPORTED_LANGUAGES } from './languages';

/** The query of a translation bundle (API.translationBundle): a language and the namespaces it holds. */
export const BundleQuery = Type.Object({
  lang: Type.Union(SUPPORTED_LANGUAGES.map((tag) => Type.Literal(tag)), { description: 'Interface language' }),
  ns: Type.String({
    pattern: `^${NAMESPACE_PATTERN}(?:,${NAMESPACE_PATTERN}){0,${MAX_BUNDLED_NAMESPACES - 1}}$`,
    maxLength: 2000,
    description: `Namespaces, comma-separated (at most ${MAX_BUNDLED_NAMESPACES}); "portal" is the core one`,
  }),
}, { additionalProperties: false });
