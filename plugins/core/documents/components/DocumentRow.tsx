import type { ReactElement } from 'react';
import type { RowComponentProps } from 'react-window';
import type { TFunction } from 'i18next';
import type { Document } from '@portico/contract/documents';
import { formatModified, formatSize, mimeFamily } from '../model/document-view';
import { TypeIcon } from './TypeIcon';
import { Icon } from '@portico/toolkit/icons/icons';

export interface RowContext {
  rows: ReadonlyArray<Document | undefined>;
  selected: ReadonlySet<string>;
  activeIndex: number;
  locale: string;
  t: TFunction;
  onToggle: (doc: Document) => void;
  onActivate: (index: number) => void;
  onOpen: (doc: Document) => void;
  onDetails: (doc: Document) => void;
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
          <span className="documents-skeleton-bar" />
          <span className="visually-hidden">{t('loadingRow')}</span>
        </div>
      </div>
    );
  }
  const family = mimeFamily(doc.mimeType, doc.name);
  const selected = ctx.selected.has(doc.id);
  return (
    <div
      id={ROW_ID(index)}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={ctx.activeIndex === index ? 0 : -1}
      className={`documents-row${selected ? ' is-selected' : ''}`}
      style={style}
      onFocus={(e) => {
        if (e.target === e.currentTarget) ctx.onActivate(index);
      }}
      onDoubleClick={() => ctx.onOpen(doc)}
    >
      <div role="gridcell" className="documents-row__cell documents-row__cell--check">
        <input type="checkbox" checked={selected} tabIndex={-1} aria-label={t('selectDocument', { name: doc.name })} onChange={() => ctx.onToggle(doc)} />
      </div>
      <div role="gridcell" className="documents-row__cell documents-row__cell--name">
        <TypeIcon family={family} label={t(`type.${family}`)} />
        <button type="button" tabIndex={-1} className="documents-link" onClick={() => ctx.onOpen(doc)} title={doc.name}>
          {doc.name}
        </button>
        {doc.uploadedByStaff && <span className="documents-badge">{t('uploadedByFirm')}</span>}
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
