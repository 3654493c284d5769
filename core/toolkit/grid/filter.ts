import type { Filter, FilterItem } from './types';
import { cellValue, foldText, isBlank, numericValue } from './values';

export type RowPredicate = (row: object) => boolean;

const collator = new Intl.Collator(undefined, { sensitivity: 'accent', numeric: true });

/** Orders two cell values: numerically for numbers and dates, by locale for text. */
function compare(a: unknown, b: unknown): number {
  const na = numericValue(a);
  const nb = numericValue(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

function equals(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  return compare(a, b) === 0;
}

/**
 * Whether `text` matches `pattern`, % any run of characters and _ one. Greedy, going back only to the last %: at
 * worst text × pattern steps, where a regular expression of many % can take exponential time on a long text.
 */
function wildcardMatch(text: readonly string[], pattern: readonly string[]): boolean {
  let t = 0;
  let p = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === '_' || pattern[p] === text[t])) {
      t++;
      p++;
    } else if (p < pattern.length && pattern[p] === '%') {
      star = p++;
      resume = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === '%') p++;
  return p === pattern.length;
}

/** SQL-style LIKE with % and _ wildcards; without wildcards it means "contains". Case and accent insensitive. */
function likeMatcher(pattern: unknown): (value: unknown) => boolean {
  const folded = foldText(pattern);
  if (!/[%_]/.test(folded)) return (value) => foldText(value).includes(folded);
  // By code point, so _ takes one character whatever its UTF-16 length.
  const chars = Array.from(folded);
  return (value) => wildcardMatch(Array.from(foldText(value)), chars);
}

function asPair(value: unknown): [unknown, unknown] {
  if (!Array.isArray(value) || value.length !== 2) throw new TypeError('BETWEEN needs a [low, high] pair');
  return [value[0], value[1]];
}

function asList(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError('IN needs an array');
  return value;
}

function itemTest(item: FilterItem): (value: unknown) => boolean {
  const target = item.value;
  switch (item.op) {
    case 'BLANK':
      return isBlank;
    case '!BLANK':
      return (v) => !isBlank(v);
    case 'LIKE':
      return likeMatcher(target);
    case 'LT':
      return (v) => !isBlank(v) && compare(v, target) < 0;
    case 'LE':
      return (v) => !isBlank(v) && compare(v, target) <= 0;
    case 'GT':
      return (v) => !isBlank(v) && compare(v, target) > 0;
    case 'GE':
      return (v) => !isBlank(v) && compare(v, target) >= 0;
    case 'EQ':
      return (v) => equals(v, target);
    case '!EQ':
      return (v) => !equals(v, target);
    case 'BETWEEN': {
      const [low, high] = asPair(target);
      return (v) => !isBlank(v) && compare(v, low) >= 0 && compare(v, high) <= 0;
    }
    case '!BETWEEN': {
      const [low, high] = asPair(target);
      return (v) => isBlank(v) || compare(v, low) < 0 || compare(v, high) > 0;
    }
    case 'IN': {
      const list = asList(target);
      return (v) => list.some((candidate) => equals(v, candidate));
    }
    case '!IN': {
      const list = asList(target);
      return (v) => !list.some((candidate) => equals(v, candidate));
    }
  }
}

/** Compiles a spec-001 filter once into a row predicate: every group must match; a group ORs or ANDs its items. */
export function compileFilter(filter: Filter): RowPredicate {
  const groups = filter
    .filter((group) => group.items.length > 0)
    .map((group) => {
      const tests = group.items.map((item) => {
        const test = itemTest(item);
        return (row: object) => test(cellValue(row, item.by));
      });
      return group.useOr ? (row: object) => tests.some((t) => t(row)) : (row: object) => tests.every((t) => t(row));
    });
  return (row) => groups.every((group) => group(row));
}

/** Quick search: every word must appear (case/accent-insensitively) in one of the given columns. */
export function compileSearch(text: string, bindings: readonly string[]): RowPredicate | null {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return (row) => {
    const haystack = bindings.map((b) => foldText(cellValue(row, b))).join('\u0001');
    return words.every((word) => haystack.includes(word));
  };
}

/** Source indices of the rows that pass every predicate, in source order. */
export function filterIndices(rows: readonly object[], predicates: readonly (RowPredicate | null)[]): number[] {
  const active = predicates.filter((p): p is RowPredicate => p !== null);
  const result: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let keep = true;
    for (const p of active) {
      if (!p(row)) {
        keep = false;
        break;
      }
    }
    if (keep) result.push(i);
  }
  return result;
}
