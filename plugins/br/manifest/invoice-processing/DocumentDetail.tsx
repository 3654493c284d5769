import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientQuery, useFirmDateTime } from '@portico/plugin';
import { NFE_EVENTS, type ManifestDocument, type ManifestEvent, type ManifestEventList, type ManifestSubmission, type NfeEventCode } from '../contract';
import { CountdownBadge } from './ManifestList';
import { conclusiveChoices, countdownOf, isConcluded, takesAwareness } from './deadlines';
import { cnpj, day, money } from './format';
import type { ManifestApi } from '../manifest-api';

interface Props {
  doc: ManifestDocument;
  api: ManifestApi;
  today: string;
  /** Events may be sent: a valid certificate and no NfeManifest.Denied. */
  canSend: boolean;
  /** Bumped after an event is registered, to load the history again. */
  version: number;
  onBack: () => void;
  /** The tax authority's answer changed the NF-e's status. */
  onChanged: (doc: Pick<ManifestDocument, 'accessKey' | 'status' | 'xmlAvailable'>) => void;
  onAwareness: (doc: ManifestDocument) => void;
  onConclusive: (doc: ManifestDocument, code: NfeEventCode, correction: boolean) => void;
}

/** While an event waits for the tax authority's answer, the history is read again this often. */
export const HISTORY_POLL_MS = 2000;

/** What the NF-e's history says about the full XML: Ciência or Confirmação happened (with a protocol, a 573, or the demo's). */
const unlocks = (list: ManifestEventList) => [...list.items.map((e) => e.code), ...list.submissions.filter((s) => s.state === 'Registered' || s.state === 'Demo').map((s) => s.code)]
  .some((c) => c === NFE_EVENTS.awareness || c === NFE_EVENTS.confirmation);

/** One event that is not (or not yet) registered with a protocol: on its way, refused with SEFAZ's code and text, failed, or the demo's. */
function SubmissionLine({ s }: { s: ManifestSubmission }) {
  const { t } = useTranslation('br.manifest');
  const dateTime = useFirmDateTime();
  const text = s.state === 'Queued'
    ? t(s.lastError ? 'invoiceProcessing.submission.retrying' : 'invoiceProcessing.submission.Queued', { error: s.lastError })
    : t(`invoiceProcessing.submission.${s.state}`, { cStat: s.cStat ?? '—', reason: s.reason ?? s.lastError ?? '' });
  return (
    <li className={`manifest-submission is-${s.state.toLowerCase()}`}>
      <strong>{s.code} · {t(`invoiceProcessing.events.${s.code}`)}</strong>
      <span role={s.state === 'Rejected' || s.state === 'Failed' ? 'alert' : undefined}>{text}</span>
      <span className="manifest-muted">{dateTime(s.requestedAt)}</span>
    </li>
  );
}

/** One received NF-e: its data, deadlines, the events registered with their protocols, and the events it may take. */
export function DocumentDetail({ doc, api, today, canSend, version, onBack, onChanged, onAwareness, onConclusive }: Props) {
  const { t, i18n } = useTranslation('br.manifest');
  const lang = i18n.language;
  // SEFAZ's authorisations and protocols are times on the firm's clock, as its receipts are.
  const dateTime = useFirmDateTime();
  const [waiting, setWaiting] = useState(false);
  const history = useClientQuery(['br.manifest', 'events', doc.accessKey, version], () => api.events(doc.accessKey),
    { pollMs: waiting ? HISTORY_POLL_MS : undefined });
  const loaded = history.status === 'loaded' ? history.data : null;
  const queued = !!loaded?.submissions.some((s) => s.state === 'Queued');
  useEffect(() => setWaiting(queued), [queued]);
  useEffect(() => {
    if (loaded && (loaded.status !== doc.status || unlocks(loaded) !== doc.xmlAvailable)) {
      onChanged({ accessKey: doc.accessKey, status: loaded.status, xmlAvailable: unlocks(loaded) });
    }
  }, [loaded, doc.accessKey, doc.status, doc.xmlAvailable, onChanged]);

  const events: ManifestEvent[] = loaded?.items ?? [];
  const submissions: ManifestSubmission[] = loaded?.submissions ?? [];
  // What counts for the rules, as on the server: registered, on its way, a 573 or the demo's; not what was refused.
  const counted = [...events, ...submissions.filter((s) => s.state !== 'Rejected' && s.state !== 'Failed')];
  const concluded = isConcluded(counted);
  const choices = history.status === 'loaded' && !queued ? conclusiveChoices(doc, counted, today) : [];
  const countdown = countdownOf(doc, today);
  const field = (label: string, value: string) => <div><dt>{label}</dt><dd>{value}</dd></div>;

  return (
    <section className="manifest-detail" aria-labelledby="manifest-detail-title">
      <button type="button" className="portico-button portico-button--secondary" onClick={onBack}>{t('invoiceProcessing.detail.back')}</button>
      <h2 id="manifest-detail-title">{t('invoiceProcessing.numberSeries', { number: doc.number, series: doc.series })} · {doc.emitterName}</h2>
      <dl className="manifest-detail__fields">
        {field(t('invoiceProcessing.detail.key'), doc.accessKey.replace(/(\d{4})(?=\d)/g, '$1 '))}
        {field(t('invoiceProcessing.columns.issuer'), `${doc.emitterName} · ${cnpj(doc.emitterCnpj)}`)}
        {field(t('invoiceProcessing.columns.amount'), money(doc.amountCents, lang))}
        {field(t('invoiceProcessing.columns.issuedAt'), day(doc.issuedAt, lang))}
        {field(t('invoiceProcessing.detail.authorizedAt'), dateTime(doc.authorizedAt))}
        {field(t('invoiceProcessing.columns.nfeStatus'), t(`invoiceProcessing.nfeStatus.${doc.nfeStatus}`))}
        {field(t('invoiceProcessing.columns.status'), t(`invoiceProcessing.status.${doc.status}`))}
        {field(t('invoiceProcessing.columns.xml'), t(doc.xmlAvailable ? 'invoiceProcessing.xml.full' : 'invoiceProcessing.xml.summary'))}
        {field(t('invoiceProcessing.detail.cienciaDeadline'), day(doc.cienciaDeadline, lang))}
        {field(t('invoiceProcessing.detail.conclusiveDeadline'), day(doc.conclusiveDeadline, lang))}
        <div><dt>{t('invoiceProcessing.columns.deadline')}</dt><dd><CountdownBadge countdown={countdown} /></dd></div>
      </dl>

      <h3>{t('invoiceProcessing.detail.events')}</h3>
      {history.status === 'loading' && <p role="status">{t('invoiceProcessing.loading')}</p>}
      {history.status === 'failed' && (
        <div role="alert">
          <p>{t('invoiceProcessing.failed')}</p>
          <button type="button" className="portico-button" onClick={history.retry}>{t('invoiceProcessing.retry')}</button>
        </div>
      )}
      {history.status === 'loaded' && events.length === 0 && <p className="manifest-muted">{t('invoiceProcessing.detail.noEvents')}</p>}
      {events.length > 0 && (
        <ol className="manifest-events">
          {events.map((e) => (
            <li key={e.id}>
              <strong>{e.code} · {t(`invoiceProcessing.events.${e.code}`)}</strong>
              {e.sequence > 1 && <span className="manifest-badge">{t('invoiceProcessing.detail.rectification')}</span>}
              <span>{t('invoiceProcessing.detail.protocol', { protocol: e.protocol, date: dateTime(e.registeredAt) })}</span>
              {e.justification && <span className="manifest-muted">{t('invoiceProcessing.detail.justification', { text: e.justification })}</span>}
            </li>
          ))}
        </ol>
      )}
      {submissions.length > 0 && (
        <>
          <h3>{t('invoiceProcessing.detail.submissions')}</h3>
          <ul className="manifest-events" aria-live="polite">{submissions.map((s) => <SubmissionLine key={s.id} s={s} />)}</ul>
        </>
      )}

      <h3>{t(concluded ? 'invoiceProcessing.detail.correctTitle' : 'invoiceProcessing.detail.manifestTitle')}</h3>
      {doc.nfeStatus !== 'Authorized' ? (
        <p className="manifest-note">{t('invoiceProcessing.detail.notAuthorized', { status: t(`invoiceProcessing.nfeStatus.${doc.nfeStatus}`) })}</p>
      ) : !canSend ? (
        <p className="manifest-note">{t('invoiceProcessing.detail.cannotSend')}</p>
      ) : history.status === 'loaded' && (
        <>
          {concluded && <p className="manifest-muted">{t('invoiceProcessing.detail.correctHint')}</p>}
          {!choices.length && !takesAwareness(doc) && <p className="manifest-note">{t('invoiceProcessing.detail.nothingLeft')}</p>}
          <div className="manifest-detail__actions">
            {takesAwareness(doc) && !queued && (
              <button type="button" className="portico-button" onClick={() => onAwareness(doc)}>{t('invoiceProcessing.events.210210')}</button>
            )}
            {choices.map((code) => (
              <button key={code} type="button" className={`portico-button${code === 210200 ? '' : ' portico-button--secondary'}`}
                onClick={() => onConclusive(doc, code, concluded)}>
                {t(`invoiceProcessing.events.${code}`)}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
