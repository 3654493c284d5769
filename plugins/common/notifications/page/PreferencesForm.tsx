import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { CHANNELS, FREQUENCIES, hasEmail, type Channel, type Frequency } from '../categories';
import { ENDPOINTS, type Preference } from '../contract';
import { NOTIFICATIONS_KEY } from '../state/notifications-api';

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/** Per category: where it reaches the person (none, e-mail, portal, both) and whether e-mails come at once or daily. */
export function PreferencesForm() {
  const { t } = useTranslation('common.notifications');
  const http = useService(TOKENS.Http);
  const preferences = useRemoteQuery([NOTIFICATIONS_KEY, 'preferences'], (signal) => call(http, ENDPOINTS.getNotificationPreferences, {}, { signal }));
  return (
    <section aria-labelledby="notifications-preferences-title" className="notifications-preferences">
      <h2 id="notifications-preferences-title">{t('preferences.title')}</h2>
      <p>{t('preferences.intro')}</p>
      <RemoteView remote={preferences} failed={t('preferences.failed')}>
        {({ items }) => <PreferenceRows initial={items} onSaved={(saved) => preferences.update(() => saved)} />}
      </RemoteView>
    </section>
  );
}

function PreferenceRows({ initial, onSaved }: { initial: Preference[]; onSaved: (saved: { items: Preference[] }) => void }) {
  const { t } = useTranslation('common.notifications');
  const http = useService(TOKENS.Http);
  const [rows, setRows] = useState(initial);
  const [saving, setSaving] = useState<Saving>('idle');
  const id = useId();
  useEffect(() => setRows(initial), [initial]);
  const change = (index: number, patch: Partial<Preference>) => {
    setSaving('idle');
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving('saving');
    try {
      onSaved(await call(http, ENDPOINTS.putNotificationPreferences, { body: { items: rows } }));
      setSaving('saved');
    } catch {
      setSaving('failed');
    }
  };
  return (
    <form onSubmit={(event) => void save(event)}>
      <ul className="notifications-preference-rows">
        {rows.map((row, index) => (
          <li key={row.category} className="notifications-preference">
            <span className="notifications-preference__name" id={`${id}-${row.category}`}>{t(`categories.${row.category}`)}</span>
            <label>
              <span>{t('preferences.channel')}</span>
              <select value={row.channel} aria-describedby={`${id}-${row.category}`} onChange={(event) => change(index, { channel: event.target.value as Channel })}>
                {CHANNELS.map((c) => <option key={c} value={c}>{t(`preferences.channels.${c}`)}</option>)}
              </select>
            </label>
            <label>
              <span>{t('preferences.frequency')}</span>
              <select value={row.frequency} aria-describedby={`${id}-${row.category}`} disabled={!hasEmail(row.channel)}
                onChange={(event) => change(index, { frequency: event.target.value as Frequency })}>
                {FREQUENCIES.map((f) => <option key={f} value={f}>{t(`preferences.frequencies.${f}`)}</option>)}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <button type="submit" disabled={saving === 'saving'}>{saving === 'saving' ? t('preferences.saving') : t('preferences.save')}</button>
      <p role="status" className="notifications-preferences__status">
        {saving === 'saved' ? t('preferences.saved') : saving === 'failed' ? t('preferences.saveFailed') : ''}
      </p>
    </form>
  );
}
