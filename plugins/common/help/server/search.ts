/** Something the help search can find: a title, its text, where it opens. */
export interface Searchable {
  title: string;
  text: string;
  href: string;
}

/** Lower case without accents, so "notificacao" finds "notificação". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const termsOf = (query: string) => [...new Set(fold(query).split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 2))];

/**
 * The matches for a query, best first: every word must appear in the title or the text; a word in the title
 * weighs three times one in the text. Same-score matches keep their given order.
 */
export function searchHelp(items: readonly Searchable[], query: string): Searchable[] {
  const terms = termsOf(query);
  if (!terms.length) return [];
  const scored = items.map((item, index) => {
    const title = fold(item.title);
    const text = fold(item.text);
    let score = 0;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const inText = text.includes(term);
      if (!inTitle && !inText) return { item, index, score: 0 };
      score += (inTitle ? 3 : 0) + (inText ? 1 : 0);
    }
    return { item, index, score };
  });
  const seen = new Set<string>();
  return scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.item).filter((item) => !seen.has(item.href) && seen.add(item.href));
}
