import { useEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { List, useListRef } from 'react-window';
import type { Document } from '@portico/contract/documents';
import { useFirmDateTime, useMediaQuery } from '@portico/plugin';
import type { SortKey, SortSpec } from '../model/document-view';
import { useModifiedWidth } from './modified-width';
import { DocumentRow, ROW_ID, type RowContext } from './DocumentRow';

export const ROW_HEIGHT = 44;
/** With a folder path under the name (whole-client search). */
const ROW_HEIGHT_WITH_PATH = 60;
/** A phone shows the name on up to two lines and the date and size below it. */
const PHONE_ROW_HEIGHT = 76;
/** …and a receipt of up to two lines between them, when the list has the client's own uploads. */
const PHONE_ROW_HEIGHT_WITH_RECEIPT = 92;
export const PHONE_QUERY = '(max-width: 600px)';
/** Rows drawn beyond the visible ones, above and below. */
const OVERSCAN = 6;

export interface DocumentListProps {
  rows: ReadonlyArray<Document | undefined>;
  loading: boolean;
  sort: SortSpec;
  onSort: (sort: SortSpec) => void;
  selected: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  /**
   * Rows are picked for Send and Delete (check boxes, Space, Ctrl+A). Not in a data room, where nothing is done to a
   * selection: its rows open and download only, and show no lock (nothing there is deletable).
   */
  selectable: boolean;
  onOpen: (doc: Document) => void;
  onDetails: (doc: Document) => void;
  /** Rows start..stop came into view: fetch their pages. */
  onRowsInView: (start: number, stop: number) => void;
  onDropFiles?: (files: File[]) => void;
  emptyText: string;
  height?: number;
  /** Accessible name of the grid (the open folder, search results…). */
  label?: string;
  folderPath?: RowContext['folderPath'];
  readMarks?: RowContext['readMarks'];
  receipts?: RowContext['receipts'];
}

const COLUMNS: Array<{ key: SortKey; label: string; className?: string }> = [
  { key: 'name', label: 'columnName', className: 'documents-row__cell--name' },
  { key: 'modified', label: 'columnModified', className: 'documents-row__cell--modified' },
  { key: 'size', label: 'columnSize', className: 'documents-row__cell--size' },
];

/** The document grid, virtualised when longer than it shows: sortable headers, multi-select, keyboard navigation and drop target. */
export function DocumentList(props: DocumentListProps) {
  const { rows, selected, onSelectionChange, sort } = props;
  const { t, i18n } = useTranslation('common.documents');
  const listRef = useListRef(null);
  const frame = useRef<HTMLDivElement>(null);
  const modifiedWidth = useModifiedWidth(frame, i18n.language);
  const firmTime = useFirmDateTime();
  const [activeIndex, setActiveIndex] = useState(0);
  const [dragging, setDragging] = useState(false);
  const focusAfterRender = useRef(false);
  const height = props.height ?? 520;
  const phone = useMediaQuery(PHONE_QUERY);
  const rowHeight = phone ? (props.receipts?.size ? PHONE_ROW_HEIGHT_WITH_RECEIPT : PHONE_ROW_HEIGHT) : props.folderPath ? ROW_HEIGHT_WITH_PATH : ROW_HEIGHT;
  // A list the virtual list would draw whole anyway (its height plus the overscan) is drawn in flow: the virtual
  // list measures its scroll position as it mounts, which on a first load forced a layout of the whole new page
  // inside React's commit, one long task on a phone.
  const drawnWhole = rows.length <= Math.ceil(height / rowHeight) + OVERSCAN;

  const loadedIds = useMemo(() => rows.filter((d): d is Document => Boolean(d)).map((d) => d.id), [rows]);
  const allSelected = loadedIds.length > 0 && loadedIds.every((id) => selected.has(id));

  const toggle = (doc: Document) => {
    if (!props.selectable) return;
    const next = new Set(selected);
    if (next.has(doc.id)) next.delete(doc.id);
    else next.add(doc.id);
    onSelectionChange(next);
  };

  const ctx: RowContext = {
    rows, selected, activeIndex, selectable: props.selectable, locale: i18n.language, firmTime, t,
    onToggle: toggle, onActivate: setActiveIndex, onOpen: props.onOpen, onDetails: props.onDetails,
    folderPath: props.folderPath, readMarks: props.readMarks, receipts: props.receipts,
  };

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    document.getElementById(ROW_ID(activeIndex))?.focus();
  }, [activeIndex]);

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    listRef.current?.scrollToRow({ index: target, align: 'auto' });
    focusAfterRender.current = true;
    setActiveIndex(target);
    // Already active (e.g. after a scroll): focus directly.
    if (target === activeIndex) document.getElementById(ROW_ID(target))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const doc = rows[activeIndex];
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      PageDown: () => moveTo(activeIndex + page),
      PageUp: () => moveTo(activeIndex - page),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      ' ': () => doc && toggle(doc),
      Enter: () => doc && props.onOpen(doc),
    };
    if (props.selectable && event.key === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSelectionChange(new Set(loadedIds));
      return;
    }
    const action = keys[event.key];
    if (action && (event.target as HTMLElement).getAttribute('role') === 'row') {
      event.preventDefault();
      action();
    }
  };

  const drop = props.onDropFiles ? {
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes('Files')) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setDragging(false);
      props.onDropFiles!([...e.dataTransfer.files]);
    },
  } : {};

  const sortButton = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <button
        type="button"
        className="documents-sort"
        onClick={() => props.onSort({ key, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
      >
        {t(label)}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    );
  };

  return (
    <div ref={frame} className={`documents-list${dragging ? ' is-drop-target' : ''}${props.selectable ? '' : ' documents-list--view-only'}`} data-testid="documents-drop-zone"
      style={modifiedWidth ? { '--documents-modified-width': `${modifiedWidth}px` } as CSSProperties : undefined} {...drop}>
      <div role="grid" aria-label={props.label ?? t('documentList')} aria-rowcount={rows.length + 1} aria-multiselectable={props.selectable || undefined} aria-busy={props.loading} onKeyDown={onKeyDown}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className="documents-row documents-row--header">
            {props.selectable && (
              <div role="columnheader" className="documents-row__cell documents-row__cell--check">
                <input
                  type="checkbox"
                  checked={allSelected}
                  aria-label={t('selectAll')}
                  onChange={() => onSelectionChange(allSelected ? new Set() : new Set(loadedIds))}
                />
              </div>
            )}
            {COLUMNS.map((c) => (
              <div
                key={c.key}
                role="columnheader"
                aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                className={`documents-row__cell ${c.className ?? ''}`}
              >
                {sortButton(c.key, c.label)}
              </div>
            ))}
            <div role="columnheader" className="documents-row__cell documents-row__cell--actions">
              <span className="visually-hidden">{t('columnActions')}</span>
            </div>
          </div>
        </div>
        {props.loading && rows.length === 0 ? (
          <div role="rowgroup" className="documents-skeleton" aria-label={t('loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} role="row" className="documents-row documents-row--skeleton">
                <div role="gridcell" className="documents-row__cell documents-row__cell--wide"><span className="skeleton-line documents-skeleton-bar" /></div>
              </div>
            ))}
          </div>
        ) : rows.length === 0 ? (
          <div role="rowgroup">
            <div role="row">
              <div role="gridcell" className="documents-empty">{props.emptyText}</div>
            </div>
          </div>
        ) : drawnWhole ? (
          <WholeRows ctx={ctx} height={height} rowHeight={rowHeight} onRowsInView={props.onRowsInView} />
        ) : (
          <List
            role="rowgroup"
            className="documents-list__body"
            listRef={listRef}
            rowComponent={DocumentRow}
            rowCount={rows.length}
            rowHeight={rowHeight}
            rowProps={{ ctx }}
            defaultHeight={height}
            overscanCount={OVERSCAN}
            style={{ height }}
            onRowsRendered={(_visible, all) => props.onRowsInView(all.startIndex, all.stopIndex)}
          />
        )}
      </div>
    </div>
  );
}

/** Every row in flow, in a body of the virtual list's size; the rows are the virtual list's own. */
function WholeRows({ ctx, height, rowHeight, onRowsInView }: {
  ctx: RowContext; height: number; rowHeight: number; onRowsInView: DocumentListProps['onRowsInView'];
}) {
  const count = ctx.rows.length;
  const inView = useRef(onRowsInView);
  inView.current = onRowsInView;
  useEffect(() => inView.current(0, count - 1), [count]);
  const style: CSSProperties = { height: rowHeight };
  return (
    <div role="rowgroup" className="documents-list__body" style={{ position: 'relative', height, overflowY: 'auto' }}>
      {ctx.rows.map((_, index) => (
        <DocumentRow
          key={index}
          index={index}
          style={style}
          ctx={ctx}
          ariaAttributes={{ 'aria-posinset': index + 1, 'aria-setsize': count, role: 'listitem' }}
        />
      ))}
    </div>
  );
}
