import type { GridRow } from './types';

export type HeaderCheckState = 'none' | 'some' | 'all';

/** Rows that may be toggled: shown by the current filter and not disabled. */
export function selectableIndices(rows: readonly GridRow[], visible: readonly number[]): number[] {
  return visible.filter((i) => !rows[i]!.disabled);
}

export function headerCheckState(selected: ReadonlySet<number>, selectable: readonly number[]): HeaderCheckState {
  let count = 0;
  for (const i of selectable) if (selected.has(i)) count++;
  if (count === 0 || selectable.length === 0) return 'none';
  return count === selectable.length ? 'all' : 'some';
}

/** Header checkbox click: none → all, all → none, some (indeterminate) → all. Disabled rows keep their state. */
export function toggleAllSelection(selected: ReadonlySet<number>, selectable: readonly number[]): Set<number> {
  const next = new Set(selected);
  if (headerCheckState(selected, selectable) === 'all') for (const i of selectable) next.delete(i);
  else for (const i of selectable) next.add(i);
  return next;
}

/** Toggles one row; disabled rows are left as they are. */
export function toggleRowSelection(rows: readonly GridRow[], selected: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(selected);
  if (rows[index]?.disabled) return next;
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

export function initialSelection(rows: readonly GridRow[]): Set<number> {
  const selected = new Set<number>();
  rows.forEach((row, i) => row.selected && selected.add(i));
  return selected;
}
