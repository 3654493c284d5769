/**
 * How document names are ordered in a language: accents and case are secondary (É sorts with E, a with A),
 * digits compare as numbers ("Invoice 9" before "Invoice 10"). The portal and the server use this one
 * comparison, so the server's pages and a list sorted in the browser agree.
 */
type Comparer = (a: string, b: string) => number;
const comparers = new Map<string, Comparer>();

/** A collator for the tag; a malformed tag (RangeError) gets the runtime's default, so a listing never breaks. */
function collator(locale: string | undefined, options: Intl.CollatorOptions): Intl.Collator {
  try {
    return new Intl.Collator(locale, options);
  } catch {
    return new Intl.Collator(undefined, options);
  }
}

/**
 * One comparer per tag. Its collators are built on the first comparison, not before: building one loads the
 * runtime's collation data, tens of milliseconds on a phone, which a folder with one entry never needs. A known
 * tag is not checked with supportedLocalesOf first, which would load that data once more.
 */
export function compareNames(locale: string | undefined): Comparer {
  const key = locale ?? '';
  let compare = comparers.get(key);
  if (!compare) {
    let collators: [primary: Intl.Collator, tieBreak: Intl.Collator] | undefined;
    compare = (a, b) => {
      // Names equal but for accents or case still get one fixed order (lower case first in most languages).
      const [primary, tieBreak] = (collators ??= [
        collator(locale, { sensitivity: 'base', numeric: true }),
        collator(locale, { sensitivity: 'variant', numeric: true }),
      ]);
      return primary.compare(a, b) || tieBreak.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
    };
    comparers.set(key, compare);
  }
  return compare;
}

/** Lower case without accents, for matching a search: "relatorio" finds "Relatório". */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
