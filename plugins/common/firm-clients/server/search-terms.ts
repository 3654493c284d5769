/**
 * Client search by equality on stored prefixes: each word of a client's name and nickname and its tax id's digits
 * are stored with every prefix (up to TERM_MAX characters), so "acme log" finds "Acme Logistics Inc" through two
 * index lookups, on SQLite and PostgreSQL alike (no LIKE, no collation-dependent ranges). The work is linear in
 * the query's length, and one client costs a few dozen rows.
 */
export const TERM_MAX = 24;
/** Words of a query beyond these are ignored: each one is a lookup. */
export const QUERY_WORDS_MAX = 6;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((word) => word.slice(0, TERM_MAX));
const prefixesOf = (word: string) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));

/** The terms a client is found by. */
export function clientTerms(client: { name: string; nickname: string | null; cnpj: string | null }): string[] {
  const words = [...wordsOf(client.name), ...wordsOf(client.nickname ?? ''), ...(client.cnpj ? [client.cnpj.replace(/\D/g, '')] : [])];
  return [...new Set(words.filter(Boolean).flatMap(prefixesOf))];
}

/** The terms a query looks up, all of which a client must have: a tax id typed with dots, dashes and slashes is one term. */
export function queryTerms(query: string): string[] {
  const compact = query.replace(/[\s./-]/g, '');
  if (/^\d+$/.test(compact)) return [compact.slice(0, TERM_MAX)];
  return [...new Set(wordsOf(query))].slice(0, QUERY_WORDS_MAX);
}
