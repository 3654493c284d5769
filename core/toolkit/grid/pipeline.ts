import { useMemo, useRef } from 'react';
import { compileFilter, compileSearch, filterIndices } from './filter';
import { buildGroups, flattenGroups, type DisplayItem, type GroupNode } from './group';
import { buildSortKeys, columnDataType, sortIndices, type SortKeys } from './sort';
import type { Filter, GridColumn, GridRow, SortSpec } from './types';

export interface PipelineInput<T extends GridRow> {
  rows: readonly T[];
  columns: readonly GridColumn<T>[];
  filter: Filter;
  search: string;
  searchBindings: readonly string[];
  sort: readonly SortSpec[];
  groupBy: readonly string[];
  collapsed: ReadonlySet<string>;
  locale: string;
}

export interface PipelineOutput {
  /** Source indices passing the filter and search, in display order. */
  visible: number[];
  groups: GroupNode[];
  items: DisplayItem[];
}

/**
 * Sort keys are cached per column for a given rows array, so re-sorting or regrouping by a column
 * seen before costs only the index sort.
 */
function useSortKeyCache<T extends GridRow>(rows: readonly T[], columns: readonly GridColumn<T>[], locale: string) {
  const cache = useRef<{ rows: readonly T[]; locale: string; keys: Map<string, SortKeys> } | null>(null);
  if (!cache.current || cache.current.rows !== rows || cache.current.locale !== locale) {
    cache.current = { rows, locale, keys: new Map() };
  }
  const current = cache.current;
  return useMemo(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return (binding: string): SortKeys => {
      let keys = current.keys.get(binding);
      if (!keys) {
        keys = buildSortKeys(rows, binding, columnDataType(rows, columns, binding), collator);
        current.keys.set(binding, keys);
      }
      return keys;
    };
  }, [current, rows, columns, locale]);
}

/** filter → sort → group → flatten, each stage memoised on its own inputs. */
export function useGridPipeline<T extends GridRow>(input: PipelineInput<T>): PipelineOutput {
  const { rows, columns, filter, search, searchBindings, sort, groupBy, collapsed, locale } = input;
  const keysFor = useSortKeyCache(rows, columns, locale);
  const searchKey = searchBindings.join('\u0001');

  const filtered = useMemo(
    () => filterIndices(rows, [filter.length ? compileFilter(filter) : null, compileSearch(search, searchKey.split('\u0001'))]),
    [rows, filter, search, searchKey],
  );
  const visible = useMemo(() => sortIndices(filtered, sort, keysFor), [filtered, sort, keysFor]);
  const groups = useMemo(() => buildGroups(rows, visible, groupBy, sort, keysFor), [rows, visible, groupBy, sort, keysFor]);
  const items = useMemo<DisplayItem[]>(() => (groupBy.length ? flattenGroups(groups, collapsed) : visible), [groupBy.length, groups, collapsed, visible]);
  return { visible, groups, items };
}
