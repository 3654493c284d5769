import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type ReminderSchedule } from '../contract';
import { NOTIFICATIONS_KEY } from '../state/notifications-api';

/** The days before a due date a firm may choose (0: on the day). */
const OFFSETS = [14, 7, 3, 1, 0];

/** The firm's reminder schedule: on which days before a due date clients are reminded, and weekly while overdue. */
export function ReminderScheduleForm() {
  const { t } = useTranslation('common.notifications');
  const http = useService(TOKENS.Http);
  const schedule = useRemoteQuery([NOTIFICATIONS_KEY, 'reminder-schedule'], (signal) => call(http, ENDPOINTS.getReminderSchedule, {}, { signal }));
  return (
    <section aria-labelledby="notifications-reminders-title" className="notifications-reminders">
      <h2 id="notifications-reminders-title">{t('reminders.title')}</h2>
      <p>{t('reminders.intro')}</p>
      <RemoteView remote={schedule} failed={t('reminders.failed')}>
        {(initial) => <ScheduleFields initial={initial} onSaved={(saved) => schedule.update(() => saved)} />}
      </RemoteView>
    </section>
  );
}

function ScheduleFields({ initial, onSaved }: { initial: ReminderSchedule; onSaved: (saved: ReminderSchedule) => void }) {
  const { t } = useTranslation('common.notifications');
  const http = useService(TOKENS.Http);
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  useEffect(() => setValue(initial), [initial]);
  const toggle = (days: number, on: boolean) => {
    setState('idle');
    setValue((v) => ({ ...v, daysBefore: on ? [...v.daysBefore, days] : v.daysBefore.filter((d) => d !== days) }));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      onSaved(await call(http, ENDPOINTS.putReminderSchedule, { body: value }));
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <form onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>{t('reminders.when')}</legend>
        {OFFSETS.map((days) => (
          <label key={days} className="notifications-check">
            <input type="checkbox" checked={value.daysBefore.includes(days)} onChange={(event) => toggle(days, event.target.checked)} />
            {days === 0 ? t('reminders.onTheDay') : t('reminders.daysBefore', { count: days })}
          </label>
        ))}
        <label className="notifications-check">
          <input type="checkbox" checked={value.weeklyOverdue} onChange={(event) => { setState('idle'); setValue((v) => ({ ...v, weeklyOverdue: event.target.checked })); }} />
          {t('reminders.weekly')}
        </label>
      </fieldset>
      <button type="submit" disabled={state === 'saving'}>{t('reminders.save')}</button>
      <p role="status">{state === 'saved' ? t('reminders.saved') : state === 'failed' ? t('reminders.saveFailed') : ''}</p>
    </form>
  );
}
