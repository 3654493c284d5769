import { compareByKeys, type SortKeys } from './sort';
import { MAX_GROUPS, type SortSpec } from './types';
import { cellValue } from './values';

export interface GroupNode {
  /** Unique path of group values from the top level, used to remember collapsed groups. */
  path: string;
  level: number;
  binding: string;
  value: unknown;
  /** Source indices of every row inside the group, in display order. */
  rows: number[];
  children: GroupNode[] | null;
}

/** Adds a grouping column; a fifth column (spec limit 4) or a duplicate is refused. */
export function addGroup(groupBy: readonly string[], binding: string): { groupBy: string[]; refused: boolean } {
  if (groupBy.includes(binding) || groupBy.length >= MAX_GROUPS) return { groupBy: [...groupBy], refused: true };
  return { groupBy: [...groupBy, binding], refused: false };
}

/**
 * Splits already-sorted indices into nested groups. Groups are ordered by their key (descending
 * when the grouped column is sorted descending); rows inside keep the incoming order.
 */
export function buildGroups(
  rows: readonly object[],
  sorted: readonly number[],
  groupBy: readonly string[],
  sort: readonly SortSpec[],
  keysFor: (binding: string) => SortKeys,
): GroupNode[] {
  const split = (indices: readonly number[], level: number, parentPath: string): GroupNode[] => {
    const binding = groupBy[level]!;
    const keys = keysFor(binding);
    const descending = sort.find((s) => s.binding === binding)?.direction === 'desc';
    const buckets = new Map<number | string, number[]>();
    for (const index of indices) {
      const key = keys[index]!;
      // NaN is not a usable Map key for equality with itself across blanks; give blanks one bucket.
      const bucketKey = key !== key ? 'blank' : key;
      let bucket = buckets.get(bucketKey);
      if (!bucket) buckets.set(bucketKey, (bucket = []));
      bucket.push(index);
    }
    const ordered = [...buckets.values()].sort((a, b) => compareByKeys(keys, a[0]!, b[0]!, descending));
    return ordered.map((bucket) => {
      const value = cellValue(rows[bucket[0]!]!, binding);
      const path = `${parentPath}\u0001${String(value ?? '')}`;
      return {
        path,
        level,
        binding,
        value,
        rows: bucket,
        children: level + 1 < groupBy.length ? split(bucket, level + 1, path) : null,
      };
    });
  };
  return groupBy.length === 0 ? [] : split(sorted, 0, '');
}

/** A display line: a source row index (≥ 0) or a group header. */
export type DisplayItem = number | GroupNode;

/** Flattens groups into display lines, skipping the contents of collapsed groups. */
export function flattenGroups(groups: readonly GroupNode[], collapsed: ReadonlySet<string>): DisplayItem[] {
  const out: DisplayItem[] = [];
  const walk = (nodes: readonly GroupNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (collapsed.has(node.path)) continue;
      if (node.children) walk(node.children);
      else for (const index of node.rows) out.push(index);
    }
  };
  walk(groups);
  return out;
}
