import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { List, useListRef, type RowComponentProps } from 'react-window';
import { CLIENT_PAGE_SIZE, type ClientsStore } from '../../clients/clients-store';
import type { Client } from '@portico/contract/clients';
import { Dialog } from '../../toolkit/dialog/Dialog';
import { clientLabel, CLIENT_SEARCH_DEBOUNCE_MS } from './client-label';
import { useClientTaxId } from './use-client-tax-id';
import { useClientPages } from './use-client-pages';

export const CLIENT_ROW_HEIGHT = 44;
const VISIBLE_ROWS = 8;

interface RowProps {
  rows: Client[];
  highlightedId: string | null;
  showNickname: boolean;
  idPrefix: string;
  onHighlight: (client: Client) => void;
  onChoose: (client: Client) => void;
}

function ClientRow({
  index, style, ariaAttributes, rows, highlightedId, showNickname, idPrefix, onHighlight, onChoose,
}: RowComponentProps<RowProps>) {
  const client = rows[index]!;
  const selected = client.id === highlightedId;
  const taxId = useClientTaxId()(client);
  return (
    <div
      {...ariaAttributes}
      role="option"
      id={`${idPrefix}-${client.id}`}
      aria-selected={selected}
      className={`client-row${selected ? ' selected' : ''}`}
      style={style}
      onClick={() => onHighlight(client)}
      onDoubleClick={() => onChoose(client)}
    >
      <span className="client-initials" aria-hidden="true">
        {client.initials}
      </span>
      <span className="client-row-name">{clientLabel(client, showNickname)}</span>
      {taxId && <span className="client-tax-id">{taxId}</span>}
    </div>
  );
}

export interface ClientSelectModalProps {
  store: ClientsStore;
  showNickname: boolean;
  onClose: () => void;
  /** The benchmark compares with and without the wait. */
  debounceMs?: number;
}

/** 'Select a Client' (spec 000 §2): debounced search, highlighted row, paging above 25, keyboard driven. */
export function ClientSelectModal({ store, showNickname, onClose, debounceMs = CLIENT_SEARCH_DEBOUNCE_MS }: ClientSelectModalProps) {
  const { t } = useTranslation('shell');
  const pages = useClientPages(store, debounceMs);
  const [highlightedId, setHighlightedId] = useState<string | null>(store.state.activeClientId);
  const listRef = useListRef(null);
  const search = useRef<HTMLInputElement>(null);
  const idPrefix = useId().replace(/:/g, '');
  const listboxId = `${idPrefix}-list`;
  const rows = pages.result?.clients ?? [];
  const total = pages.result?.total ?? 0;
  const index = rows.findIndex((c) => c.id === highlightedId);
  const highlighted = index >= 0 ? rows[index]! : null;

  useEffect(() => {
    if (index >= 0) listRef.current?.scrollToRow({ index, align: 'smart' });
  }, [index, listRef]);

  const choose = (client: Client | null) => {
    if (!client) return;
    store.choose(client);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (rows.length === 0) return;
    const move = { ArrowDown: 1, ArrowUp: -1, PageDown: VISIBLE_ROWS, PageUp: -VISIBLE_ROWS }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = index < 0 ? (move > 0 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + move));
      setHighlightedId(rows[next]!.id);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setHighlightedId(rows[0]!.id);
    } else if (event.key === 'End' && event.ctrlKey) {
      setHighlightedId(rows[rows.length - 1]!.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(highlighted);
    }
  };

  const from = total === 0 ? 0 : (pages.pageNum - 1) * CLIENT_PAGE_SIZE + 1;
  const to = Math.min(total, pages.pageNum * CLIENT_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(total / CLIENT_PAGE_SIZE));

  return (
    <Dialog
      title={t('clients.selectTitle')}
      onClose={onClose}
      size="medium"
      className="client-select-modal"
      initialFocus={search}
      footer={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" onClick={() => choose(highlighted)} disabled={!highlighted}>
            {t('clients.select')}
          </button>
        </>
      }
    >
      <input
        ref={search}
        type="search"
        className="client-search"
        role="combobox"
        aria-label={t('clients.search')}
        placeholder={t('clients.searchPlaceholder')}
        aria-controls={listboxId}
        aria-expanded="true"
        aria-autocomplete="list"
        aria-activedescendant={highlighted ? `${idPrefix}-${highlighted.id}` : undefined}
        value={pages.text}
        onChange={(event) => pages.setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="client-list" aria-busy={pages.loading} data-term={pages.resultTerm}>
        {pages.result && rows.length === 0 ? (
          <p className="empty-state" role="status">
            {t('clients.ClientSelectNoClients')}
          </p>
        ) : (
          <List
            id={listboxId}
            role="listbox"
            aria-label={t('clients.listLabel')}
            className="client-listbox"
            listRef={listRef}
            rowComponent={ClientRow}
            rowCount={rows.length}
            rowHeight={CLIENT_ROW_HEIGHT}
            rowProps={{ rows, highlightedId, showNickname, idPrefix, onHighlight: (c: Client) => setHighlightedId(c.id), onChoose: choose }}
            defaultHeight={CLIENT_ROW_HEIGHT * VISIBLE_ROWS}
            overscanCount={4}
            style={{ height: CLIENT_ROW_HEIGHT * Math.min(VISIBLE_ROWS, Math.max(rows.length, 1)) }}
          />
        )}
      </div>
      {total > CLIENT_PAGE_SIZE && (
        <nav className="client-pagination" aria-label={t('clients.pagination')}>
          <button type="button" className="secondary" disabled={pages.pageNum <= 1} onClick={() => pages.setPageNum(pages.pageNum - 1)}>
            {t('clients.previous')}
          </button>
          <span aria-live="polite">{t('clients.range', { from, to, total })}</span>
          <button type="button" className="secondary" disabled={pages.pageNum >= lastPage} onClick={() => pages.setPageNum(pages.pageNum + 1)}>
            {t('clients.next')}
          </button>
        </nav>
      )}
    </Dialog>
  );
}
