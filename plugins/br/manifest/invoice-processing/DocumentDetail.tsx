import { useTranslation } from 'react-i18next';
import { useClientQuery } from '@portico/plugin';
import type { ManifestDocument, ManifestEvent, NfeEventCode } from '../contract';
import { CountdownBadge } from './ManifestList';
import { conclusiveChoices, countdownOf, isConcluded, takesAwareness } from './deadlines';
import { cnpj, dateTime, day, money } from './format';
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
  onAwareness: (doc: ManifestDocument) => void;
  onConclusive: (doc: ManifestDocument, code: NfeEventCode, correction: boolean) => void;
}

/** One received NF-e: its data, deadlines, the events registered with their protocols, and the events it may take. */
export function DocumentDetail({ doc, api, today, canSend, version, onBack, onAwareness, onConclusive }: Props) {
  const { t, i18n } = useTranslation('br.manifest');
  const lang = i18n.language;
  const history = useClientQuery(['br.manifest', 'events', doc.accessKey, version], () => api.events(doc.accessKey).then((list) => list.items));

  const events: ManifestEvent[] = history.status === 'loaded' ? history.data : [];
  const concluded = isConcluded(events);
  const choices = history.status === 'loaded' ? conclusiveChoices(doc, events, today) : [];
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
        {field(t('invoiceProcessing.detail.authorizedAt'), dateTime(doc.authorizedAt, lang))}
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
              <span>{t('invoiceProcessing.detail.protocol', { protocol: e.protocol, date: dateTime(e.registeredAt, lang) })}</span>
              {e.justification && <span className="manifest-muted">{t('invoiceProcessing.detail.justification', { text: e.justification })}</span>}
            </li>
          ))}
        </ol>
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
            {takesAwareness(doc) && (
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
