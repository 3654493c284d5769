import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fillPath } from '@portico/contract/api-paths';
import { formatMonth, TOKENS, useClientQuery, useFirmDateTime, useKernel } from '@portico/plugin';
import { DateRangeFields, downloadFile, fetchAllPages, lastTwelveMonths, rangeProblem, type DateRange } from '../../reports';
import { OBLIGATION_LABELS, OBLIGATIONS, PROTOCOLS_API, type Obligation, type Protocol } from '../contract';
import './filing-receipts.css';

const NS = 'br.protocols';

/**
 * The filing receipts the firm registered for the active client, last delivered first, filtered by obligation and
 * delivery period; each receipt's PDF downloads with the session's token.
 */
export default function FilingReceipts() {
  const { t } = useTranslation(NS);
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const [obligation, setObligation] = useState<Obligation | ''>('');
  const [range, setRange] = useState<DateRange>(lastTwelveMonths);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const obligationId = useId();
  const problem = rangeProblem(range);

  const receipts = useClientQuery(['br.protocols', 'receipts', obligation, range], (clientId) =>
    fetchAllPages<Protocol>(http, PROTOCOLS_API.protocols, { clientId }, { ...range, obligation: obligation || undefined }), { enabled: !problem });

  const download = (receipt: Protocol) => {
    setDownloadFailed(false);
    downloadFile(http, fillPath(PROTOCOLS_API.protocolDocument, { clientId: activeClientId!, protocolId: receipt.id }), receipt.fileName)
      .catch(() => setDownloadFailed(true));
  };

  // A receipt's time is the firm's (Brasília's for a Brazilian firm), whatever clock the reader's machine keeps.
  const dateTime = useFirmDateTime();
  return (
    <section className="br-report filing-receipts" aria-labelledby="filing-receipts-title">
      <h1 id="filing-receipts-title">{t('filingReceipts.title')}</h1>
      <p className="br-report__intro">{t('filingReceipts.intro')}</p>
      {!activeClientId ? (
        <p className="empty-state">{t('noClient')}</p>
      ) : (
        <>
          <div className="br-filters">
            <label htmlFor={obligationId}>{t('fields.obligation')}</label>
            <select id={obligationId} value={obligation} onChange={(e) => setObligation(e.target.value as Obligation | '')}>
              <option value="">{t('filters.allObligations')}</option>
              {OBLIGATIONS.map((o) => <option key={o} value={o}>{OBLIGATION_LABELS[o]}</option>)}
            </select>
          </div>
          <DateRangeFields range={range} onChange={setRange} namespace={NS} />
          {problem && <p role="alert" className="br-report__problem">{t(`range.${problem}`)}</p>}
          {downloadFailed && <p role="alert" className="br-report__problem">{t('downloadFailed')}</p>}
          {!problem && receipts.status === 'loading' && <p role="status">{t('loading')}</p>}
          {!problem && receipts.status === 'failed' && (
            <div role="alert" className="br-report__problem">
              <p>{t('failed')}</p>
              <button type="button" className="br-button" onClick={receipts.retry}>{t('retry')}</button>
            </div>
          )}
          {!problem && receipts.status === 'loaded' && receipts.data.length === 0 && <p className="empty-state">{t('empty')}</p>}
          {!problem && receipts.status === 'loaded' && receipts.data.length > 0 && (
            <>
              <p className="br-report__count" aria-live="polite">{t('count', { count: receipts.data.length })}</p>
              <ul className="filing-receipts__list">
                {receipts.data.map((r) => (
                  <li key={r.id} className="filing-receipts__item">
                    <h2 className="filing-receipts__obligation">
                      {OBLIGATION_LABELS[r.obligation]} <span className="filing-receipts__competence">{formatMonth(r.competence)}</span>
                    </h2>
                    <dl>
                      <dt>{t('fields.number')}</dt>
                      <dd className="filing-receipts__number">{r.number}</dd>
                      <dt>{t('fields.deliveredAt')}</dt>
                      <dd><time dateTime={r.deliveredAt}>{dateTime(r.deliveredAt)}</time></dd>
                    </dl>
                    <button type="button" className="br-button filing-receipts__download" onClick={() => download(r)}
                      aria-label={t('downloadReceipt', { obligation: OBLIGATION_LABELS[r.obligation], competence: formatMonth(r.competence) })}>
                      {t('download')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
