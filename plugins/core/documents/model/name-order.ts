/**
 * How document names are ordered in a language: accents and case are secondary (É sorts with E, a with A),
 * digits compare as numbers ("Invoice 9" before "Invoice 10"). The portal and the server use this one
 * comparison, so the server's pages and a list sorted in the browser agree.
 */
const collators = new Map<string, { primary: Intl.Collator; tieBreak: Intl.Collator }>();

/** A locale the runtime knows, else its default (an unknown tag must not break a listing). */
export function supportedLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.Collator.supportedLocalesOf([locale])[0];
  } catch {
    return undefined;
  }
}

export function compareNames(locale: string | undefined): (a: string, b: string) => number {
  const key = supportedLocale(locale) ?? '';
  let pair = collators.get(key);
  if (!pair) {
    const tag = key || undefined;
    pair = {
      primary: new Intl.Collator(tag, { sensitivity: 'base', numeric: true }),
      // Names equal but for accents or case still get one fixed order (lower case first in most languages).
      tieBreak: new Intl.Collator(tag, { sensitivity: 'variant', numeric: true }),
    };
    collators.set(key, pair);
  }
  const { primary, tieBreak } = pair;
  return (a, b) => primary.compare(a, b) || tieBreak.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Lower case without accents, for matching a search: "relatorio" finds "Relatório". */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
