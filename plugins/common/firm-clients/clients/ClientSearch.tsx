import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS } from '../contract';

const PAGE_SIZE = 25;

/**
 * Find a client of the firm: words of its name or nickname, or its tax id. The server searches and pages; each
 * keystroke's query is deferred so typing stays smooth, and each result is a link (Tab and Enter reach it).
 */
export function ClientSearch() {
  const { t } = useTranslation('common.firm-clients');
  const http = useService(TOKENS.Http);
  const [q, setQ] = useState('');
  const [startIndex, setStartIndex] = useState(0);
  const query = useDeferredValue(q.trim());
  const results = useRemoteQuery(['common.firm-clients', 'search', query, startIndex], (signal) =>
    call(http, ENDPOINTS.getFirmClients, { query: { q: query, startIndex, itemsPerPage: PAGE_SIZE } }, { signal }));

  return (
    <section aria-labelledby="firm-clients-title">
      <h1 id="firm-clients-title">{t('clients.title')}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="firm-clients-q">{t('search.label')}</label>
        <input id="firm-clients-q" type="search" value={q} maxLength={100} aria-describedby="firm-clients-q-hint"
          onChange={(event) => { setQ(event.target.value); setStartIndex(0); }} />
        <p id="firm-clients-q-hint" className="hint">{t('search.hint')}</p>
      </form>
      <RemoteView remote={results} failed={t('search.failed')}>
        {(page) => page.items.length === 0 ? <p className="empty-state">{t('search.empty')}</p> : (
          <>
            <p role="status">{t('search.count', { count: page.totalItems })}</p>
            <ul className="firm-clients-results">
              {page.items.map((client) => (
                <li key={client.id}>
                  <Link href={`/${client.id}`}>{client.name}</Link>
                  {client.nickname && <span className="nickname"> ({client.nickname})</span>}
                  {client.taxId && <span className="tax-id">{client.taxId}</span>}
                </li>
              ))}
            </ul>
            {page.totalItems > PAGE_SIZE && <nav className="firm-clients-pages" aria-label={t('search.pages')}>
              <button type="button" disabled={startIndex === 0} onClick={() => setStartIndex(Math.max(0, startIndex - PAGE_SIZE))}>
                {t('search.previous')}
              </button>
              <button type="button" disabled={startIndex + PAGE_SIZE >= page.totalItems} onClick={() => setStartIndex(startIndex + PAGE_SIZE)}>
                {t('search.next')}
              </button>
            </nav>}
          </>
        )}
      </RemoteView>
    </section>
  );
}
