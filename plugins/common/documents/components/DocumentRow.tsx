import type { ReactElement } from 'react';
import type { RowComponentProps } from 'react-window';
import type { TFunction } from 'i18next';
import type { Document } from '@portico/contract/documents';
import { formatModified, formatSize, mimeFamily } from '../model/document-view';
import type { ReceiptsById } from '../state/upload-receipts';
import { TypeIcon } from './TypeIcon';
import { receiptText } from './UploadReceipt';
import { Icon } from '@portico/toolkit/icons';

export interface RowContext {
  rows: ReadonlyArray<Document | undefined>;
  selected: ReadonlySet<string>;
  activeIndex: number;
  /** Check boxes and the delete lock: not in a data room (DocumentListProps.selectable). */
  selectable: boolean;
  locale: string;
  /** An instant on the firm's clock (useFirmDateTime): a receipt's time. */
  firmTime: (at: string) => string;
  t: TFunction;
  onToggle: (doc: Document) => void;
  onActivate: (index: number) => void;
  onOpen: (doc: Document) => void;
  onDetails: (doc: Document) => void;
  /** The folder path shown under each name (whole-client search results). */
  folderPath?: (doc: Document) => string | undefined;
  /** Read marks (ClientCenter_ShowClientDocsReadToggle): unread names stand out, a button toggles the mark. */
  readMarks?: { read: ReadonlySet<string>; onToggle: (doc: Document) => void };
  /** Receipts of the client's own uploads: each one's row says whether the firm has opened it yet. */
  receipts?: ReceiptsById;
}

export const ROW_ID = (index: number) => `documents-row-${index}`;

/** One virtualised row: a skeleton until its page arrives. */
export function DocumentRow({ index, style, ctx }: RowComponentProps<{ ctx: RowContext }>): ReactElement {
  const doc = ctx.rows[index];
  const { t } = ctx;
  if (!doc) {
    return (
      <div role="row" aria-rowindex={index + 2} aria-busy="true" className="documents-row documents-row--skeleton" style={style}>
        <div role="gridcell" className="documents-row__cell documents-row__cell--wide">
          <span className="skeleton-line documents-skeleton-bar" />
          <span className="visually-hidden">{t('loadingRow')}</span>
        </div>
      </div>
    );
  }
  const family = mimeFamily(doc.mimeType, doc.name);
  const selected = ctx.selected.has(doc.id);
  const unread = ctx.readMarks ? !ctx.readMarks.read.has(doc.id) : false;
  const path = ctx.folderPath?.(doc);
  const receipt = ctx.receipts?.get(doc.id);
  return (
    <div
      id={ROW_ID(index)}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={ctx.selectable ? selected : undefined}
      tabIndex={ctx.activeIndex === index ? 0 : -1}
      data-document-id={doc.id}
      className={`documents-row${selected ? ' is-selected' : ''}${unread ? ' is-unread' : ''}`}
      style={style}
      onFocus={(e) => {
        if (e.target === e.currentTarget) ctx.onActivate(index);
      }}
      onDoubleClick={() => ctx.onOpen(doc)}
    >
      {ctx.selectable && (
        <div role="gridcell" className="documents-row__cell documents-row__cell--check">
          <input type="checkbox" checked={selected} tabIndex={-1} aria-label={t('selectDocument', { name: doc.name })} onChange={() => ctx.onToggle(doc)} />
        </div>
      )}
      <div role="gridcell" className="documents-row__cell documents-row__cell--name">
        {ctx.readMarks && (
          <button
            type="button"
            tabIndex={-1}
            className={`documents-read-mark${unread ? ' is-unread' : ''}`}
            aria-pressed={!unread}
            aria-label={t(unread ? 'markRead' : 'markUnread', { name: doc.name })}
            title={t(unread ? 'unread' : 'read')}
            onClick={() => ctx.readMarks!.onToggle(doc)}
          />
        )}
        <TypeIcon family={family} label={t(`type.${family}`)} />
        <span className="documents-row__title">
          <button type="button" tabIndex={-1} className="documents-link documents-row__name" onClick={() => ctx.onOpen(doc)} title={doc.name}>
            {doc.name}
          </button>
          {path && <span className="documents-row__path">{t('inFolder', { path })}</span>}
          {receipt && (
            <span className={`documents-row__receipt${receipt.firstOpenedAt ? ' is-opened' : ''}`}>{receiptText(t, ctx.firmTime, receipt, true)}</span>
          )}
        </span>
        {doc.uploadedByStaff && <span className="documents-badge">{t('uploadedByFirm')}</span>}
        {/* Marked before selection (issue 16): a lock, and the reason for screen readers and on hover. */}
        {ctx.selectable && !doc.permissions.canDelete && <Icon name="lock" size={14} className="documents-lock" label={t('cannotDeleteReason')} />}
      </div>
      <div role="gridcell" className="documents-row__cell documents-row__cell--modified">{formatModified(doc.history.modifiedDate, ctx.locale)}</div>
      <div role="gridcell" className="documents-row__cell documents-row__cell--size">{formatSize(doc.size, ctx.locale)}</div>
      <div role="gridcell" className="documents-row__cell documents-row__cell--actions">
        <button type="button" tabIndex={-1} className="documents-icon-button" aria-label={t('detailsFor', { name: doc.name })} onClick={() => ctx.onDetails(doc)}>
          <Icon name="popover" />
        </button>
      </div>
    </div>
  );
}
