import type { DataType, GridColumn, GridRow, SortSpec } from './types';
import { cellValue, isBlank, numericValue } from './values';

/** One comparable number per source row (NaN for blanks, which always sort last). */
export type SortKeys = Float64Array;

/** Inferred when a column has no dataType: the first non-blank value decides. */
export function inferDataType(rows: readonly object[], binding: string): DataType {
  for (const row of rows) {
    const value = cellValue(row, binding);
    if (isBlank(value)) continue;
    if (typeof value === 'number') return 'number';
    if (typeof value === 'boolean') return 'boolean';
    if (value instanceof Date || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))) return 'date';
    return 'string';
  }
  return 'string';
}

/**
 * Precomputes a numeric key per row so sorting compares numbers, never strings: numbers and dates
 * use their value; text gets its rank among the distinct values ordered by the locale collator
 * (distinct values are usually far fewer than rows, and the collator runs only on those).
 */
export function buildSortKeys(rows: readonly object[], binding: string, dataType: DataType, collator: Intl.Collator): SortKeys {
  const keys = new Float64Array(rows.length);
  if (dataType !== 'string') {
    for (let i = 0; i < rows.length; i++) {
      const value = cellValue(rows[i]!, binding);
      keys[i] = isBlank(value) ? NaN : numericValue(value);
    }
    return keys;
  }
  const distinct = new Map<string, number>();
  const texts: (string | null)[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = cellValue(rows[i]!, binding);
    const text = isBlank(value) ? null : String(value);
    texts[i] = text;
    if (text !== null) distinct.set(text, 0);
  }
  const ordered = [...distinct.keys()].sort(collator.compare);
  for (let r = 0; r < ordered.length; r++) distinct.set(ordered[r]!, r);
  for (let i = 0; i < rows.length; i++) {
    const text = texts[i];
    keys[i] = text === null || text === undefined ? NaN : distinct.get(text)!;
  }
  return keys;
}

/** Compares two source indices by one key column; blanks go last in either direction. */
export function compareByKeys(keys: SortKeys, a: number, b: number, descending: boolean): number {
  const ka = keys[a]!;
  const kb = keys[b]!;
  const blankA = ka !== ka;
  const blankB = kb !== kb;
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  return descending ? kb - ka : ka - kb;
}

export function columnDataType<T extends GridRow>(rows: readonly T[], columns: readonly GridColumn<T>[], binding: string): DataType {
  return columns.find((c) => c.binding === binding)?.dataType ?? inferDataType(rows, binding);
}

/** Stable multi-column sort of source indices (ties keep source order). Returns a new array. */
export function sortIndices(indices: readonly number[], specs: readonly SortSpec[], keysFor: (binding: string) => SortKeys): number[] {
  const sorted = indices.slice();
  if (specs.length === 0) return sorted;
  const plan = specs.map((spec) => ({ keys: keysFor(spec.binding), descending: spec.direction === 'desc' }));
  if (plan.length === 1) {
    const { keys, descending } = plan[0]!;
    return sorted.sort((a, b) => compareByKeys(keys, a, b, descending) || a - b);
  }
  return sorted.sort((a, b) => {
    for (const step of plan) {
      const order = compareByKeys(step.keys, a, b, step.descending);
      if (order !== 0) return order;
    }
    return a - b;
  });
}

/** Header click: none → asc → desc → none; with `additive` (Shift) the column joins the existing sort. */
export function nextSort(current: readonly SortSpec[], binding: string, additive: boolean): SortSpec[] {
  const existing = current.find((s) => s.binding === binding);
  const next: SortSpec | null = !existing ? { binding, direction: 'asc' } : existing.direction === 'asc' ? { binding, direction: 'desc' } : null;
  if (!additive) return next ? [next] : [];
  const others = current.filter((s) => s.binding !== binding);
  return next ? [...others, next] : others;
}
