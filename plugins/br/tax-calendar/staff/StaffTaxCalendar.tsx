import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, formatDate, formatMonth, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { IsoDateInput, IsoMonthInput } from '@portico/toolkit/forms';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type Override } from '../contract';
import { OBLIGATION_KEYS, type ObligationKey } from '../obligations';
import '../tax-calendar.css';

const byCompetence = (a: Override, b: Override) => b.competence.localeCompare(a.competence) || a.obligation.localeCompare(b.obligation);

/**
 * The firm's overrides of single due dates (/staff/tax-calendar): one obligation's date for one competence, for all
 * the firm's clients (a deadline the authority moved). Set one, see them all, drop one.
 */
export default function StaffTaxCalendar() {
  const { t, i18n } = useTranslation('br.tax-calendar');
  const http = useKernel().get(TOKENS.Http);
  const id = useId();
  const [obligation, setObligation] = useState<ObligationKey>(OBLIGATION_KEYS[0]!);
  const [competence, setCompetence] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const overrides = useRemoteQuery(['br.tax-calendar', 'staff-overrides'], (signal) => call(http, ENDPOINTS.getTaxDueDateOverrides, {}, { signal }));
  const label = (o: { obligation: ObligationKey; competence: string }) => t('staff.entry', { obligation: t(`obligations.${o.obligation}`), competence: formatMonth(o.competence) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!competence || !dueDate || !note.trim()) return;
    setBusy(true);
    setMessage(null);
    try {
      const saved = await call(http, ENDPOINTS.putTaxDueDateOverride, { params: { obligation, competence }, body: { dueDate, note: note.trim() } });
      overrides.update((list) => ({ items: [saved, ...list.items.filter((o) => o.obligation !== saved.obligation || o.competence !== saved.competence)].sort(byCompetence) }));
      setMessage({ ok: true, text: t('staff.saved', { entry: label(saved) }) });
      setNote('');
    } catch {
      setMessage({ ok: false, text: t('staff.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (o: Override) => {
    setMessage(null);
    try {
      await call(http, ENDPOINTS.deleteTaxDueDateOverride, { params: { obligation: o.obligation, competence: o.competence } });
      overrides.update((list) => ({ items: list.items.filter((x) => x.obligation !== o.obligation || x.competence !== o.competence) }));
    } catch {
      setMessage({ ok: false, text: t('staff.removeFailed', { entry: label(o) }) });
    }
  };

  return (
    <div className="staff-documents tax-calendar">
      <h1>{t('staff.title')}</h1>
      <p>{t('staff.intro')}</p>
      <section aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>{t('staff.add')}</h2>
        <form className="staff-form" onSubmit={submit}>
          <label>
            {t('staff.obligation')}
            <select value={obligation} onChange={(e) => setObligation(e.target.value as ObligationKey)}>
              {OBLIGATION_KEYS.map((k) => <option key={k} value={k}>{t(`obligations.${k}`)}</option>)}
            </select>
          </label>
          <label>
            {t('staff.competence')}
            <IsoMonthInput value={competence} required onValueChange={setCompetence} />
          </label>
          <label>
            {t('staff.dueDate')}
            <IsoDateInput value={dueDate} required onValueChange={setDueDate} />
          </label>
          <label>
            {t('staff.note')}
            <input value={note} required maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" className="documents-button documents-button--primary" disabled={busy}>{busy ? t('staff.saving') : t('staff.save')}</button>
        </form>
        <div aria-live="polite">{message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}</div>
      </section>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t('staff.list')}</h2>
        <RemoteView remote={overrides} failed={t('staff.listFailed')}>
          {({ items }) => items.length === 0 ? <p className="empty-state">{t('staff.none')}</p> : (
            <ul className="tax-calendar-list">
              {items.map((o) => (
                <li key={`${o.obligation}-${o.competence}`}>
                  <time dateTime={o.dueDate}>{formatDate(o.dueDate, i18n.language)}</time>
                  <span className="tax-calendar-name">{label(o)}</span>
                  <button type="button" className="tax-calendar-more" onClick={() => void remove(o)}>{t('staff.remove', { entry: label(o) })}</button>
                  <small className="tax-calendar-note">{o.note}</small>
                </li>
              ))}
            </ul>
          )}
        </RemoteView>
      </section>
    </div>
  );
}
