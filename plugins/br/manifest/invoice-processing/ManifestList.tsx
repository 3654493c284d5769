import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid, type GridColumn, type GridRowFlags } from '@portico/toolkit';
import { formatCnpj } from '@portico/br-kit';
import type { ManifestDocument } from '../contract';
import { countdownOf, takesAwareness, type Countdown } from './deadlines';
import { cnpj, countdownText, day, money } from './format';

export interface ManifestRow extends GridRowFlags {
  accessKey: string;
  issuer: string;
  issuerCnpj: string;
  numberSeries: string;
  amount: number;
  issuedAt: string;
  nfeStatus: string;
  status: string;
  deadline: string;
  xml: string;
  doc: ManifestDocument;
  countdown: Countdown;
}

interface ListProps {
  docs: readonly ManifestDocument[];
  today: string;
  selected: ReadonlySet<string>;
  onSelect: (keys: Set<string>) => void;
  onOpen: (doc: ManifestDocument) => void;
  narrow: boolean;
  /** The lines shown (wide) or the last card come into view (narrow), to read the next page before it is reached. */
  onRowsRendered: (startIndex: number, stopIndex: number) => void;
}

/** The received NF-e: a grid on wide screens, cards (two lines and the buttons) on narrow ones. */
export function ManifestList({ docs, today, selected, onSelect, onOpen, narrow, onRowsRendered }: ListProps) {
  const { t, i18n } = useTranslation('br.manifest');
  const rows = useMemo<ManifestRow[]>(() => docs.map((doc) => {
    const countdown = countdownOf(doc, today);
    return {
      accessKey: doc.accessKey, issuer: doc.emitterName, issuerCnpj: doc.emitterCnpj, numberSeries: `${doc.number} / ${doc.series}`,
      amount: doc.amountCents / 100, issuedAt: doc.issuedAt, nfeStatus: t(`invoiceProcessing.nfeStatus.${doc.nfeStatus}`),
      status: t(`invoiceProcessing.status.${doc.status}`), deadline: countdownText(countdown, t),
      xml: t(doc.xmlAvailable ? 'invoiceProcessing.xmlShort.full' : 'invoiceProcessing.xmlShort.summary'),
      selected: selected.has(doc.accessKey), disabled: !takesAwareness(doc), doc, countdown,
    };
  }), [docs, today, selected, t]);

  const columns = useMemo<GridColumn<ManifestRow>[]>(() => [
    { header: t('invoiceProcessing.columns.issuer'), binding: 'issuer', minWidth: 150, tooltip: (row) => `${row.issuer} · ${cnpj(row.issuerCnpj)}` },
    { header: t('invoiceProcessing.columns.issuerCnpj'), binding: 'issuerCnpj', format: formatCnpj, width: 162 },
    { header: t('invoiceProcessing.columns.number'), binding: 'numberSeries', width: 92 },
    { header: t('invoiceProcessing.columns.amount'), binding: 'amount', dataType: 'number', format: 'c2', align: 'end', total: 'sum', width: 112 },
    { header: t('invoiceProcessing.columns.issuedAt'), binding: 'issuedAt', dataType: 'date', format: 'd', width: 106 },
    { header: t('invoiceProcessing.columns.nfeStatus'), binding: 'nfeStatus', width: 96 },
    { header: t('invoiceProcessing.columns.status'), binding: 'status', width: 124 },
    { header: t('invoiceProcessing.columns.deadline'), binding: 'deadline', width: 168, sortable: false },
    {
      header: t('invoiceProcessing.columns.xml'), binding: 'xml', width: 88,
      tooltip: (row) => t(row.doc.xmlAvailable ? 'invoiceProcessing.xml.full' : 'invoiceProcessing.xml.summary'),
    },
    {
      header: t('invoiceProcessing.columns.open'), binding: 'accessKey', width: 104, align: 'center',
      // In words, as on the cards: a "≡" alone did not say it opens the NF-e.
      actions: [{
        type: 'details', text: t('invoiceProcessing.open'), onClick: (row) => onOpen(row.doc),
        label: (row) => t('invoiceProcessing.openOne', { number: row.doc.number, issuer: row.issuer }),
      }],
    },
  ], [t, onOpen]);

  // The cards are not virtualised: the last one coming into view stands for the last line shown.
  const lastCard = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    const card = lastCard.current;
    if (!narrow || !card || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) onRowsRendered(0, rows.length - 1); });
    observer.observe(card);
    return () => observer.disconnect();
  }, [narrow, rows.length, onRowsRendered]);

  if (!narrow) {
    return (
      <Grid rows={rows} columns={columns} ariaLabel={t('invoiceProcessing.listLabel')} selectable height={Math.min(560, 50 * (rows.length + 3))}
        onRowsRendered={onRowsRendered} onSelectionChange={(chosen) => onSelect(new Set(chosen.map((r) => r.accessKey)))} />
    );
  }
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (!next.delete(key)) next.add(key);
    onSelect(next);
  };
  return (
    <ul className="manifest-cards" aria-label={t('invoiceProcessing.listLabel')}>
      {rows.map((row, i) => (
        <li key={row.accessKey} className="manifest-card" ref={i === rows.length - 1 ? lastCard : undefined}>
          <div className="manifest-card__head">
            {!row.disabled && (
              <input type="checkbox" checked={!!row.selected} onChange={() => toggle(row.accessKey)}
                aria-label={t('invoiceProcessing.selectOne', { number: row.doc.number, issuer: row.issuer })} />
            )}
            <div className="manifest-card__issuer">
              <strong>{row.issuer}</strong>
              <span>{cnpj(row.issuerCnpj)}</span>
            </div>
            <strong className="manifest-card__amount">{money(row.doc.amountCents, i18n.language)}</strong>
          </div>
          <div className="manifest-card__line">
            <span>{t('invoiceProcessing.numberSeries', { number: row.doc.number, series: row.doc.series })} · {day(row.issuedAt, i18n.language)}</span>
            <span className={`manifest-badge manifest-badge--${row.doc.status}`}>{row.status}</span>
            {row.doc.nfeStatus !== 'Authorized' && <span className="manifest-badge manifest-badge--nfe">{row.nfeStatus}</span>}
          </div>
          <div className="manifest-card__line">
            <CountdownBadge countdown={row.countdown} />
            <span className="manifest-muted">{t(row.doc.xmlAvailable ? 'invoiceProcessing.xml.full' : 'invoiceProcessing.xml.summary')}</span>
            <button type="button" className="portico-button manifest-card__open" onClick={() => onOpen(row.doc)}
              aria-label={t('invoiceProcessing.openOne', { number: row.doc.number, issuer: row.issuer })}>
              {t('invoiceProcessing.open')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The days left, marked urgent near the deadline. */
export function CountdownBadge({ countdown }: { countdown: Countdown }) {
  const { t } = useTranslation('br.manifest');
  const urgent = countdown.state === 'expired' || (countdown.state === 'open' && countdown.days <= 3);
  return <span className={`manifest-countdown${urgent ? ' is-urgent' : ''}`}>{countdownText(countdown, t)}</span>;
}
