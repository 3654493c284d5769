import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS } from '../endpoints';
import type { StaffClient } from '../staff-contract';
import './staff-documents.css';

/** Typing settles before the search goes out: one request per pause, not per key. */
const SEARCH_PAUSE_MS = 250;

function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Finds one of the firm's clients by name, nickname or tax id (staff screens: the firm's documents, its publications).
 * Once one is chosen it shows that client with a button to choose another.
 */
export function StaffClientPicker({ value, onChange }: { value: StaffClient | null; onChange: (client: StaffClient | null) => void }) {
  const { t } = useTranslation('common.documents');
  const http = useKernel().get(TOKENS.Http);
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const inputId = useId();
  const clients = useRemoteQuery(['common.documents', 'staff-clients', q], (signal) =>
    call(http, ENDPOINTS.getStaffClients, { query: q ? { q } : {} }, { signal }), value === null);

  if (value) {
    return (
      <div className="staff-picker staff-picker--chosen">
        <p className="staff-picker__chosen">
          {t('staff.client')}: <strong>{value.name}</strong>
          {value.taxId && <span className="staff-picker__tax-id"> · {value.taxId}</span>}
        </p>
        <button type="button" className="documents-button" onClick={() => onChange(null)}>{t('staff.changeClient')}</button>
      </div>
    );
  }
  return (
    <div className="staff-picker">
      <label htmlFor={inputId}>{t('staff.searchClients')}</label>
      <input id={inputId} type="search" value={text} autoComplete="off" placeholder={t('staff.searchClientsHint')} onChange={(e) => setText(e.target.value)} />
      <RemoteView remote={clients} failed={t('staff.clientsFailed')}>
        {({ clients: found }) => found.length === 0
          ? <p className="empty-state">{t('staff.noClients')}</p>
          : (
            <ul className="staff-picker__list" aria-label={t('staff.clientResults', { count: found.length })}>
              {found.map((client) => (
                <li key={client.id}>
                  <button type="button" className="staff-picker__option" onClick={() => onChange(client)}>
                    <span>{client.name}</span>
                    {(client.nickname || client.taxId) && <small>{[client.nickname, client.taxId].filter(Boolean).join(' · ')}</small>}
                  </button>
                </li>
              ))}
            </ul>
          )}
      </RemoteView>
    </div>
  );
}
