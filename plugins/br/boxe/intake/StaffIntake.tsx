import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS, useKernel } from '@portico/plugin';
import { fillPath } from '@portico/contract/api-paths';
import { errorCodeOf, postFiles, StaffClientPicker, type StaffClient } from '../../../common/documents';
import { BOXE_API, BOXE_INTAKE_OUTCOMES, type BoxeIntakeAnswer, type BoxeIntakeResult } from '../contract';
import './staff-intake.css';

/** The firm's intake (/staff/box-e-intake): pick a client, send XML files or ZIPs, read what became of each file. */
export default function StaffIntake() {
  const { t } = useTranslation('br.boxe');
  const kernel = useKernel();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [client, setClient] = useState<StaffClient | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<BoxeIntakeResult[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!client || files.length === 0) return;
    setBusy(true);
    setFailure(null);
    setResults(null);
    try {
      const url = fillPath(BOXE_API.boxeIntake, { clientId: client.id });
      const answer = await postFiles<BoxeIntakeAnswer>(kernel.get(TOKENS.Http), kernel.get(TOKENS.Tokens), url, files, { signal: new AbortController().signal });
      setResults(answer.results);
      setFiles([]);
      form.current?.reset();
    } catch (error) {
      const code = await errorCodeOf(error);
      setFailure(t(`intake.errors.${code}`, { defaultValue: t('intake.errors.other') }));
    } finally {
      setBusy(false);
    }
  };

  const counts = results && BOXE_INTAKE_OUTCOMES.map((o) => [o, results.filter((r) => r.outcome === o).length] as const).filter(([, n]) => n > 0);
  return (
    <div className="staff-documents boxe-intake">
      <h1>{t('intake.title')}</h1>
      <StaffClientPicker value={client} onChange={(c) => { setClient(c); setResults(null); setFailure(null); }} />
      {client && (
        <section aria-labelledby={`${id}-heading`} key={client.id}>
          <h2 id={`${id}-heading`}>{t('intake.add', { client: client.name })}</h2>
          <form ref={form} className="staff-form" onSubmit={submit}>
            <label>
              {t('intake.files')}
              <input type="file" multiple accept=".xml,.zip,application/xml,text/xml,application/zip" aria-describedby={`${id}-hint`}
                onChange={(e) => setFiles([...(e.target.files ?? [])])} />
              <small id={`${id}-hint`}>{t('intake.hint')}</small>
            </label>
            <button type="submit" className="documents-button documents-button--primary" disabled={busy || files.length === 0}>
              {busy ? t('intake.sending') : t('intake.send', { count: files.length })}
            </button>
          </form>
          <div aria-live="polite">
            {failure && <p role="alert">{failure}</p>}
            {counts && <p role="status">{counts.map(([o, n]) => t(`intake.summary.${o}`, { count: n })).join(' · ')}</p>}
          </div>
          {results && (
            <ul className="boxe-intake__results" aria-label={t('intake.results')}>
              {results.map((r, i) => (
                <li key={`${i}-${r.fileName}`} className={`boxe-intake__result boxe-intake__result--${r.outcome}`}>
                  <span className="boxe-intake__name">{r.fileName}</span>
                  <span>{t(`intake.outcome.${r.outcome}`)}</span>
                  {r.code && <span className="boxe-intake__why">{t(`intake.errors.${r.code}`, { defaultValue: t('intake.errors.other') })}</span>}
                  {r.accessKey && <span className="boxe-intake__key">{r.accessKey}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
