import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, call, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, NFE_CONCLUSIVE_DEADLINE_DAYS, type ManifestDeadlines, type ManifestOptions } from '../contract';
import './deadline-settings.css';

type Save = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; code: string | null };

function DeadlineForm({ saved }: { saved: ManifestDeadlines }) {
  const { t } = useTranslation('br.manifest');
  const http = useKernel().get(TOKENS.Http);
  const [days, setDays] = useState({ cienciaDays: String(saved.cienciaDays), conclusiveDays: String(saved.conclusiveDays) });
  const [save, setSave] = useState<Save>({ status: 'idle' });
  const body = { cienciaDays: Number(days.cienciaDays), conclusiveDays: Number(days.conclusiveDays) };
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= NFE_CONCLUSIVE_DEADLINE_DAYS;
  const problem = !inRange(body.cienciaDays) || !inRange(body.conclusiveDays) ? 'range'
    : body.cienciaDays > body.conclusiveDays ? 'order' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return setSave({ status: 'failed', code: null });
    setSave({ status: 'saving' });
    try {
      await call(http, ENDPOINTS.putManifestDeadlines, { body });
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({ status: 'failed', code: await apiErrorCode(error) });
    }
  };
  const field = (name: keyof typeof days) => (
    <div className="deadline-field">
      <label htmlFor={`deadline-${name}`}>{t(`deadlineSettings.${name}`)}</label>
      <input id={`deadline-${name}`} type="number" inputMode="numeric" min={1} max={NFE_CONCLUSIVE_DEADLINE_DAYS} step={1} value={days[name]}
        aria-describedby={`deadline-${name}-hint`} aria-invalid={save.status === 'failed' && problem ? true : undefined}
        onChange={(e) => setDays({ ...days, [name]: e.target.value })} />
      <small id={`deadline-${name}-hint`}>{t('deadlineSettings.daysHint', { count: NFE_CONCLUSIVE_DEADLINE_DAYS })}</small>
    </div>
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="deadline-settings-title">
      {field('cienciaDays')}
      {field('conclusiveDays')}
      <button type="submit" disabled={save.status === 'saving'}>{t(save.status === 'saving' ? 'deadlineSettings.saving' : 'deadlineSettings.save')}</button>
      <p role="status" className={`deadline-status-${save.status}`}>
        {save.status === 'saved' && t('deadlineSettings.saved')}
        {save.status === 'failed' && t(problem ? `deadlineSettings.${problem}` : 'deadlineSettings.failed')}
      </p>
    </form>
  );
}

/**
 * The firm's options: a Ciência given by itself for each summary the distribution brings (conclusive events stay a
 * person's act), and its clients' own upload of their A1.
 */
function OptionsForm({ saved }: { saved: ManifestOptions }) {
  const { t } = useTranslation('br.manifest');
  const http = useKernel().get(TOKENS.Http);
  const [options, setOptions] = useState(saved);
  const [save, setSave] = useState<Save>({ status: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSave({ status: 'saving' });
    try {
      setOptions(await call(http, ENDPOINTS.putManifestOptions, { body: options }));
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({ status: 'failed', code: await apiErrorCode(error) });
    }
  };
  const option = (name: keyof ManifestOptions) => (
    <div className="deadline-option">
      <input id={`manifest-option-${name}`} type="checkbox" checked={options[name]} aria-describedby={`manifest-option-${name}-hint`}
        onChange={(e) => setOptions({ ...options, [name]: e.target.checked })} />
      <label htmlFor={`manifest-option-${name}`}>{t(`deadlineSettings.options.${name}`)}</label>
      <small id={`manifest-option-${name}-hint`}>{t(`deadlineSettings.options.${name}Hint`)}</small>
    </div>
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="manifest-options-title">
      <h2 id="manifest-options-title">{t('deadlineSettings.options.title')}</h2>
      {option('autoCiencia')}
      {option('clientCertificateUpload')}
      <button type="submit" disabled={save.status === 'saving'}>{t(save.status === 'saving' ? 'deadlineSettings.saving' : 'deadlineSettings.save')}</button>
      <p role="status" className={`deadline-status-${save.status}`}>
        {save.status === 'saved' && t('deadlineSettings.options.saved')}
        {save.status === 'failed' && t('deadlineSettings.options.failed')}
      </p>
    </form>
  );
}

/** The days after authorisation within which the firm's clients give Ciência and register a conclusive event. */
export default function DeadlineSettings() {
  const { t } = useTranslation('br.manifest');
  const http = useKernel().get(TOKENS.Http);
  const deadlines = useRemoteQuery(['br.manifest', 'deadlines'], (signal) => call(http, ENDPOINTS.getManifestDeadlines, {}, { signal }), true, { keep: false });
  const options = useRemoteQuery(['br.manifest', 'options'], (signal) => call(http, ENDPOINTS.getManifestOptions, {}, { signal }), true, { keep: false });
  return (
    <section className="deadline-settings" aria-labelledby="deadline-settings-title">
      <h1 id="deadline-settings-title">{t('deadlineSettings.title')}</h1>
      <p>{t('deadlineSettings.intro')}</p>
      <RemoteView remote={deadlines} failed={t('deadlineSettings.loadFailed')}>{(saved) => <DeadlineForm saved={saved} />}</RemoteView>
      <RemoteView remote={options} failed={t('deadlineSettings.options.loadFailed')}>{(saved) => <OptionsForm saved={saved} />}</RemoteView>
    </section>
  );
}
