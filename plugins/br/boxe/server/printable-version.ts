/**
 * The layout's version (printable.ts): bump it when the forms change, and printables cached by an older one are
 * made anew. Its own module, so that the cache (in the server's thread) does not load the layout and pdf-lib,
 * which only the printable workers use.
 */
export const PRINTABLE_VERSION = 3;
