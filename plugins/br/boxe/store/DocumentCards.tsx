import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { List, type RowComponentProps } from 'react-window';
import { Icon } from '@portico/toolkit';
import type { BoxeDocument } from '../contract';

export const CARD_HEIGHT = 118;

export interface CardActions {
  downloadXml: (doc: BoxeDocument) => void;
  /** Absent for stores without a printable form. */
  downloadPrintable?: (doc: BoxeDocument) => void;
  printableLabel: string;
}

interface CardProps {
  docs: ReadonlyArray<BoxeDocument | undefined>;
  actions: CardActions;
  money: (cents: number) => string;
  day: (iso: string) => string;
}

function Card({ index, style, docs, actions, money, day }: RowComponentProps<CardProps>) {
  const { t } = useTranslation('br.boxe');
  const doc = docs[index];
  const cardStyle: CSSProperties = { ...style, height: CARD_HEIGHT - 8 };
  if (!doc) return <div role="listitem" className="boxe-card boxe-card--pending" style={cardStyle} aria-busy="true">{t('store.loadingRow')}</div>;
  const key = doc.accessKey ?? doc.fileName.replace(/\.xml$/, '');
  return (
    <div role="listitem" className="boxe-card" style={cardStyle} aria-label={t('card.label', { number: doc.number, issuer: doc.emitterName })}>
      <div className="boxe-card__line">
        <strong className="boxe-card__issuer">{doc.emitterName}</strong>
        <span className="boxe-card__amount">{money(doc.amountCents)}</span>
      </div>
      <div className="boxe-card__line">
        <span className="boxe-card__meta">
          <span className="boxe-card__role">{t(`role.${doc.role}`)}</span>
          {' · '}
          {t('card.meta', { number: doc.number, series: doc.series, date: day(doc.issuedAt) })}
          {' · '}
          <span className={`boxe-status boxe-status--${doc.status}`}>{t(`status.${doc.status}`)}</span>
        </span>
        <span className="boxe-card__actions">
          <button type="button" className="portico-button portico-button--icon" aria-label={t('actions.downloadXml')} title={t('actions.downloadXml')} onClick={() => actions.downloadXml(doc)}>
            <Icon name="download" />
          </button>
          {actions.downloadPrintable && (
            <button type="button" className="portico-button portico-button--icon" aria-label={actions.printableLabel} title={actions.printableLabel} onClick={() => actions.downloadPrintable!(doc)}>
              <Icon name="details" />
            </button>
          )}
        </span>
      </div>
      <div className="boxe-card__key">{key}</div>
    </div>
  );
}

/** The narrow layout (phones): one virtualised card per document, two readable lines and its key. */
export function DocumentCards(props: CardProps & { label: string; height: number; onRowsRendered: (start: number, stop: number) => void }) {
  const { docs, actions, money, day, label, height, onRowsRendered } = props;
  return (
    <List
      role="list"
      aria-label={label}
      className="boxe-cards"
      rowComponent={Card}
      rowCount={docs.length}
      rowHeight={CARD_HEIGHT}
      rowProps={{ docs, actions, money, day }}
      defaultHeight={height}
      overscanCount={3}
      style={{ height }}
      onRowsRendered={(_visible, all) => onRowsRendered(all.startIndex, all.stopIndex)}
    />
  );
}
