import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { List, type RowComponentProps } from 'react-window';
import { Icon } from '@portico/toolkit';
import type { BoxeDocument } from '../contract';

export const CARD_HEIGHT = 118;

/** The file buttons' texts: what each shows ("XML", "DANFE") and its name with the document ("Baixar XML: nº 12, Emitente"). */
export interface FileLabels {
  xml: string;
  /** Empty for stores without a printable form. */
  printable: string;
  xmlLabel: string;
  printableLabel: string;
  of: (action: string, doc: BoxeDocument) => string;
}

export interface CardActions {
  downloadXml: (doc: BoxeDocument) => void;
  /** Absent for stores without a printable form. */
  downloadPrintable?: (doc: BoxeDocument) => void;
  labels: FileLabels;
}

interface CardProps {
  docs: ReadonlyArray<BoxeDocument | undefined>;
  actions: CardActions;
  money: (cents: number) => string;
  day: (iso: string) => string;
}

/** A download shown by what it fetches ("XML"), named with its document (the name holds the text shown). */
function FileButton({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="portico-button boxe-card__file" aria-label={label} title={label} onClick={onClick}>
      <Icon name="download" />
      <span>{text}</span>
    </button>
  );
}

function Card({ index, style, docs, actions, money, day }: RowComponentProps<CardProps>) {
  const { t } = useTranslation('br.boxe');
  const doc = docs[index];
  const cardStyle: CSSProperties = { ...style, height: CARD_HEIGHT - 8 };
  if (!doc) return <div role="listitem" className="boxe-card boxe-card--pending" style={cardStyle} aria-busy="true">{t('store.loadingRow')}</div>;
  const key = doc.accessKey ?? doc.fileName.replace(/\.xml$/, '');
  const { labels } = actions;
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
          <FileButton text={labels.xml} label={labels.of(labels.xmlLabel, doc)} onClick={() => actions.downloadXml(doc)} />
          {actions.downloadPrintable && (
            <FileButton text={labels.printable} label={labels.of(labels.printableLabel, doc)} onClick={() => actions.downloadPrintable!(doc)} />
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
