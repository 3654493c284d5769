import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type OutboxMessage } from '../contract';
import { NOTIFICATIONS_KEY } from '../state/notifications-api';
import { ReminderScheduleForm } from './ReminderScheduleForm';
import '../bell/notifications.css';

type StateFilter = OutboxMessage['state'] | '';
const STATES: StateFilter[] = ['', 'queued', 'sent', 'failed'];

/**
 * The firm's outbox (/staff/outbox, its administrators'): every e-mail, whether it went, and why not when it failed;
 * then the firm's reminder schedule.
 */
export default function OutboxPage() {
  const { t, i18n } = useTranslation('common.notifications');
  const http = useService(TOKENS.Http);
  const [state, setState] = useState<StateFilter>('');
  const filterId = useId();
  const outbox = useRemoteQuery([NOTIFICATIONS_KEY, 'outbox', state], (signal) =>
    call(http, ENDPOINTS.getStaffOutbox, { query: state ? { state } : {} }, { signal }));
  const moment = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="notifications-page notifications-outbox">
      <h1>{t('outboxTitle')}</h1>
      <p>{t('outbox.intro')}</p>
      <label htmlFor={filterId}>{t('outbox.state')}</label>{' '}
      <select id={filterId} value={state} onChange={(event) => setState(event.target.value as StateFilter)}>
        {STATES.map((s) => <option key={s} value={s}>{t(`outbox.states.${s || 'all'}`)}</option>)}
      </select>
      <RemoteView remote={outbox} failed={t('outbox.failed')}>
        {({ items, totalItems }) => items.length === 0 ? <p className="empty-state">{t('outbox.empty')}</p> : (
          <>
            <p role="status">{t('outbox.total', { count: totalItems })}</p>
            <table>
              <thead>
                <tr><th scope="col">{t('outbox.created')}</th><th scope="col">{t('outbox.to')}</th><th scope="col">{t('outbox.subject')}</th><th scope="col">{t('outbox.state')}</th></tr>
              </thead>
              <tbody>
                {items.map((m) => (
                  <tr key={m.id}>
                    <td data-label={t('outbox.created')}><time dateTime={m.createdAt}>{moment(m.createdAt)}</time></td>
                    <td data-label={t('outbox.to')}>{m.recipients.join(', ')}</td>
                    <td data-label={t('outbox.subject')}>{m.subject}</td>
                    <td data-label={t('outbox.state')} className={m.state === 'failed' ? 'notifications-outbox__failed' : undefined}>
                      {t(`outbox.states.${m.state}`)}
                      {m.lastError && <><br /><span>{t('outbox.error')}: {m.lastError}</span></>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </RemoteView>
      <ReminderScheduleForm />
    </div>
  );
}
