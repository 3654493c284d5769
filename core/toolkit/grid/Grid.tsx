import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { List, useListRef } from 'react-window';
import { Icon } from '../icons/icons';
import { canEditCell } from './editing';
import { exportToXlsx, loadXlsxWriter, type XlsxWriter } from './export-xlsx';
import { formatCellValue } from './format';
import { GridRowView } from './GridRowView';
import { addGroup } from './group';
import { GroupPanel } from './GroupPanel';
import { useGridPipeline } from './pipeline';
import { cellId, type ActiveCell, type EditState, type RowContext } from './row-context';
import { headerCheckState, initialSelection, selectableIndices, toggleAllSelection, toggleRowSelection } from './selection';
import { nextSort } from './sort';
import { computeTotal } from './totals';
import { GRID_ROW_HEIGHT, type Filter, type GridColumn, type GridRow, type ItemValidator, type SortSpec } from './types';
import { cellValue } from './values';

export interface GridHandle<T extends GridRow> {
  /** Writes the filtered, sorted rows and visible columns to an .xlsx file. */
  exportXlsx(fileName?: string): Promise<void>;
  selectedRows(): T[];
  scrollToRow(line: number): void;
}

export interface GridProps<T extends GridRow> {
  rows: readonly T[];
  columns: readonly GridColumn<T>[];
  /** Accessible name of the grid. */
  ariaLabel: string;
  hiddenColumns?: ReadonlySet<string>;
  /** Adds a checkbox column and the header checkbox. */
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  filter?: Filter;
  /** Quick-search text (the toolbar's search box), matched against the visible columns. */
  search?: string;
  defaultSort?: SortSpec[];
  /** Controlled sort; pair with onSortChange. */
  sort?: SortSpec[];
  onSortChange?: (sort: SortSpec[]) => void;
  defaultGroupBy?: string[];
  /** Controlled grouping (at most 4 columns); pair with onGroupByChange. */
  groupBy?: string[];
  onGroupByChange?: (groupBy: string[]) => void;
  showGroupPanel?: boolean;
  itemValidator?: ItemValidator<T>;
  onCellEdit?: (row: T, binding: keyof T & string, value: string) => void;
  rowHeight?: number;
  height?: number;
  exportFileName?: string;
  loadWriter?: () => Promise<XlsxWriter>;
  gridRef?: Ref<GridHandle<T>>;
  /**
   * Rows arrive filtered, searched and sorted by a server (a store of 100,000 documents): the grid shows the
   * sort and reports changes through onSortChange, groups what it holds, but neither filters nor reorders.
   */
  serverSide?: boolean;
  /** The data lines react-window renders (overscan included), e.g. to fetch the pages coming into view. */
  onRowsRendered?: (startIndex: number, stopIndex: number) => void;
}

const EMPTY_FILTER: Filter = [];
const NO_HIDDEN: ReadonlySet<string> = new Set();
const NO_SORT: SortSpec[] = [];

function useSelection<T extends GridRow>(rows: readonly T[]) {
  const [state, setState] = useState(() => ({ rows, selected: initialSelection(rows) }));
  if (state.rows !== rows) {
    const next = { rows, selected: initialSelection(rows) };
    setState(next);
    return [next.selected, setState] as const;
  }
  return [state.selected, setState] as const;
}

export function Grid<T extends GridRow>(props: GridProps<T>) {
  const { rows, columns, ariaLabel, selectable = false, onSelectionChange, onCellEdit, itemValidator } = props;
  const rowHeight = props.rowHeight ?? GRID_ROW_HEIGHT;
  const height = props.height ?? 400;
  const { t, i18n } = useTranslation('toolkit');
  const locale = i18n.language;
  const gridId = useId().replace(/:/g, '');
  const listRef = useListRef(null);

  const hidden = props.hiddenColumns ?? NO_HIDDEN;
  const visibleColumns = useMemo(() => columns.filter((c) => !hidden.has(c.binding)), [columns, hidden]);
  const searchBindings = useMemo(() => visibleColumns.filter((c) => !c.actions).map((c) => c.binding), [visibleColumns]);

  const [sortState, setSortState] = useState<SortSpec[]>(props.defaultSort ?? []);
  const [groupState, setGroupState] = useState<string[]>(props.defaultGroupBy ?? []);
  const sort = props.sort ?? sortState;
  const groupBy = props.groupBy ?? groupState;
  const setSort = (next: SortSpec[]) => {
    setSortState(next);
    props.onSortChange?.(next);
  };
  const setGroupBy = (next: string[]) => {
    setGroupState(next);
    props.onGroupByChange?.(next);
  };
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelection] = useSelection(rows);
  const [active, setActive] = useState<ActiveCell | null>(null);
  const [editing, setEditing] = useState<EditState | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;

  const { visible, items } = useGridPipeline({
    rows,
    columns,
    filter: props.serverSide ? EMPTY_FILTER : props.filter ?? EMPTY_FILTER,
    search: props.serverSide ? '' : props.search ?? '',
    searchBindings,
    sort: props.serverSide ? NO_SORT : sort,
    groupBy,
    collapsed,
    locale,
  });

  const selectable_ = useMemo(() => (selectable ? selectableIndices(rows, visible) : []), [selectable, rows, visible]);
  const headerState = useMemo(() => headerCheckState(selected, selectable_), [selected, selectable_]);

  const updateSelection = useCallback(
    (next: Set<number>) => {
      setSelection({ rows, selected: next });
      onSelectionChange?.([...next].sort((a, b) => a - b).map((i) => rows[i]!));
    },
    [rows, setSelection, onSelectionChange],
  );

  const totalColumns = useMemo(() => visibleColumns.filter((c) => c.total), [visibleColumns]);
  const totalsFor = useCallback(
    (indices: readonly number[]) => {
      const out = new Map<string, string>();
      for (const c of totalColumns) {
        const total = computeTotal(rows, indices, c.binding, c.total!, c.format);
        out.set(c.binding, total === null ? '' : c.total === 'count' ? String(total) : formatCellValue(total, c.format, locale));
      }
      return out;
    },
    [rows, totalColumns, locale],
  );

  const sourceAt = (line: number): number | null => {
    const item = items[line];
    return typeof item === 'number' ? item : null;
  };

  const beginEdit = useCallback(
    (cell: ActiveCell) => {
      const item = items[cell.row];
      const column = visibleColumns[cell.col];
      if (typeof item !== 'number' || !column) return;
      const row = rows[item]!;
      setActive(cell);
      // Read-only and non-writable mixed cells never open an editor.
      if (!canEditCell(row, column)) return;
      const value = cellValue(row, column.binding);
      setEditing({ source: item, binding: column.binding, value: value === null || value === undefined ? '' : String(value), error: null });
    },
    [items, visibleColumns, rows],
  );

  const focusGrid = () => document.getElementById(gridId)?.focus();
  const cancelEdit = useCallback(() => {
    // Cleared first so the editor's blur (caused by refocusing the grid) does not commit.
    editingRef.current = null;
    setEditing(null);
    focusGrid();
  }, [gridId]);
  const commitEdit = useCallback(() => {
    const current = editingRef.current;
    if (!current) return;
    const row = rows[current.source]!;
    const binding = current.binding as keyof T & string;
    const error = itemValidator?.(row, binding, current.value) ?? null;
    if (error) {
      setEditing({ ...current, error });
      return;
    }
    editingRef.current = null;
    setEditing(null);
    onCellEdit?.(row, binding, current.value);
    focusGrid();
  }, [rows, itemValidator, onCellEdit, gridId]);

  const toggleGroup = useCallback((path: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  }, []);

  const ctx = useMemo<RowContext<T>>(
    () => ({
      gridId,
      rows,
      items,
      columns: visibleColumns,
      template: [selectable ? '44px' : null, ...visibleColumns.map((c) => (c.width ? `${c.width}px` : `minmax(${c.minWidth ?? 80}px, 1fr)`))]
        .filter(Boolean)
        .join(' '),
      selectable,
      selected,
      collapsed,
      active,
      editing,
      locale,
      t,
      itemValidator,
      toggleRow: (source) => updateSelection(toggleRowSelection(rows, selected, source)),
      toggleGroup,
      activate: setActive,
      beginEdit,
      changeEdit: (value) => setEditing((current) => current && { ...current, value, error: null }),
      commitEdit,
      cancelEdit,
      totalsFor,
    }),
    [gridId, rows, items, visibleColumns, selectable, selected, collapsed, active, editing, locale, t, itemValidator, updateSelection, toggleGroup, beginEdit, commitEdit, cancelEdit, totalsFor],
  );

  useImperativeHandle(
    props.gridRef,
    () => ({
      exportXlsx: (fileName) =>
        exportToXlsx(
          visible.map((i) => rows[i]!),
          visibleColumns,
          fileName ?? props.exportFileName ?? t('export.defaultFileName'),
          props.loadWriter ?? loadXlsxWriter,
          t('grid.total'),
        ),
      selectedRows: () => [...selected].sort((a, b) => a - b).map((i) => rows[i]!),
      scrollToRow: (line) => listRef.current?.scrollToRow({ index: line, align: 'smart' }),
    }),
    [visible, rows, visibleColumns, props.exportFileName, props.loadWriter, t, selected, listRef],
  );

  // Keep the active cell inside the data after filtering or collapsing.
  useEffect(() => {
    if (active && (active.row >= items.length || active.col >= visibleColumns.length)) {
      setActive(items.length ? { row: Math.min(active.row, items.length - 1), col: Math.min(active.col, visibleColumns.length - 1) } : null);
    }
  }, [active, items.length, visibleColumns.length]);

  const moveTo = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(items.length - 1, row)), col: Math.max(0, Math.min(visibleColumns.length - 1, col)) };
    setActive(next);
    listRef.current?.scrollToRow({ index: next.row, align: 'smart' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || items.length === 0) return;
    const cell = active ?? { row: 0, col: 0 };
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const item = items[cell.row];
    const group = typeof item === 'object' ? item : null;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(cell.row + 1, cell.col);
        break;
      case 'ArrowUp':
        moveTo(cell.row - 1, cell.col);
        break;
      case 'ArrowRight':
        if (group && collapsed.has(group.path)) toggleGroup(group.path);
        else moveTo(cell.row, cell.col + 1);
        break;
      case 'ArrowLeft':
        if (group && !collapsed.has(group.path)) toggleGroup(group.path);
        else moveTo(cell.row, cell.col - 1);
        break;
      case 'PageDown':
        moveTo(cell.row + page, cell.col);
        break;
      case 'PageUp':
        moveTo(cell.row - page, cell.col);
        break;
      case 'Home':
        moveTo(event.ctrlKey ? 0 : cell.row, 0);
        break;
      case 'End':
        moveTo(event.ctrlKey ? items.length - 1 : cell.row, visibleColumns.length - 1);
        break;
      case ' ':
        if (group) toggleGroup(group.path);
        else if (selectable && sourceAt(cell.row) !== null) ctx.toggleRow(sourceAt(cell.row)!);
        break;
      case 'Enter':
        if (group) toggleGroup(group.path);
        else beginEdit(cell);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const sortOf = (binding: string) => sort.find((s) => s.binding === binding)?.direction;
  const footerTotals = useMemo(() => (totalColumns.length ? totalsFor(visible) : null), [totalColumns, totalsFor, visible]);
  const minWidth = (selectable ? 44 : 0) + visibleColumns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 80), 0);
  const rowCount = items.length + 1 + (footerTotals ? 1 : 0);

  return (
    <div className="portico-grid">
      {props.showGroupPanel && (
        <GroupPanel
          columns={visibleColumns}
          groupBy={groupBy}
          onAdd={(binding) => setGroupBy(addGroup(groupBy, binding).groupBy)}
          onRemove={(binding) => setGroupBy(groupBy.filter((b) => b !== binding))}
        />
      )}
      <div className="portico-grid__scroll">
        <div
          id={gridId}
          role="grid"
          aria-label={ariaLabel}
          aria-rowcount={rowCount}
          aria-colcount={visibleColumns.length + (selectable ? 1 : 0)}
          aria-multiselectable={selectable || undefined}
          aria-activedescendant={active && !editing ? cellId(gridId, active.row, active.col) : undefined}
          tabIndex={0}
          className="portico-grid__table"
          style={{ minWidth }}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.target === event.currentTarget && !active && items.length > 0 && setActive({ row: 0, col: 0 })}
        >
          <div role="rowgroup">
            <div role="row" aria-rowindex={1} className="portico-grid__row portico-grid__row--header" style={{ gridTemplateColumns: ctx.template }}>
              {selectable && (
                <div role="columnheader" className="portico-grid__select">
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    aria-label={t('grid.selectAll')}
                    checked={headerState === 'all'}
                    ref={(el) => {
                      if (el) el.indeterminate = headerState === 'some';
                    }}
                    aria-checked={headerState === 'some' ? 'mixed' : headerState === 'all'}
                    disabled={selectable_.length === 0}
                    onChange={() => updateSelection(toggleAllSelection(selected, selectable_))}
                  />
                </div>
              )}
              {visibleColumns.map((column) => {
                const direction = sortOf(column.binding);
                const sortable = column.sortable !== false && !column.actions;
                return (
                  <div
                    key={column.binding}
                    role="columnheader"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    className={`portico-grid__header portico-grid__cell--${column.align ?? (column.dataType === 'number' ? 'end' : 'start')}`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        className="portico-grid__sort"
                        title={t('grid.sortHint')}
                        onClick={(event) => setSort(nextSort(sort, column.binding, event.shiftKey))}
                      >
                        {column.header}
                        {direction && <Icon name={direction === 'asc' ? 'sortAsc' : 'sortDesc'} size={14} />}
                      </button>
                    ) : (
                      column.header
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          {items.length === 0 ? (
            <div role="rowgroup">
              <div role="row" aria-rowindex={2} className="portico-grid__empty">
                <div role="gridcell">{t('grid.noRows')}</div>
              </div>
            </div>
          ) : (
            <List
              role="rowgroup"
              className="portico-grid__body"
              listRef={listRef}
              rowComponent={GridRowView<T>}
              rowCount={items.length}
              rowHeight={rowHeight}
              rowProps={{ ctx }}
              defaultHeight={height}
              overscanCount={4}
              style={{ height }}
              onRowsRendered={props.onRowsRendered && ((_visible, all) => props.onRowsRendered!(all.startIndex, all.stopIndex))}
            />
          )}
          {footerTotals && (
            <div role="rowgroup">
              <div role="row" aria-rowindex={rowCount} className="portico-grid__row portico-grid__row--footer" style={{ gridTemplateColumns: ctx.template }}>
                {selectable && <div role="gridcell" />}
                {visibleColumns.map((column, i) => (
                  <div key={column.binding} role="gridcell" className={`portico-grid__cell portico-grid__cell--${column.align ?? 'end'}`}>
                    {column.total ? footerTotals.get(column.binding) : i === 0 ? t('grid.total') : ''}
                  </div>
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
