import { Type } from '@sinclair/typebox';
import { SUPPORTED_LANGUAGES } from './languages';

/** Namespaces a translation bundle (API.translationBundle) may hold: more than any screen asks for at once. */
export const MAX_BUNDLED_NAMESPACES = 40;
/** A namespace name as the bundle accepts it: a plugin id's letters, digits, dots and hyphens, no empty part. */
export const NAMESPACE_PATTERN = '[a-z0-9]+(?:[.-][a-z0-9]+)*';

export const BundleQuery = Type.Object({
  lang: Type.Union(SUPPORTED_LANGUAGES.map((tag) => Type.Literal(tag)), { description: 'Interface language' }),
  ns: Type.String({
    pattern: `^${NAMESPACE_PATTERN}(?:,${NAMESPACE_PATTERN}){0,${MAX_BUNDLED_NAMESPACES - 1}}$`,
    maxLength: 2000,
    description: `Namespaces, comma-separated (at most ${MAX_BUNDLED_NAMESPACES}); "portal" is the core one`,
  }),
}, { additionalProperties: false });
