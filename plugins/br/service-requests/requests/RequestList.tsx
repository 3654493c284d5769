import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirmDateTime } from '@portico/plugin';
import { Link, useLocation, useSearch } from 'wouter';
import { RequestKind } from '../contract';
import { DiscardDraft } from './DiscardDraft';
import { LIST_ROUTE } from './routes';
import { StatusBadge } from './StatusBadge';
import { FIRM_MOVES_RENEW_MS, useRequestsQuery } from './use-requests-api';

/** The sixteen views of spec 001 (RequestKind 0–15): all, by status, by type. */
const VIEWS = Object.values(RequestKind).filter((v): v is RequestKind => typeof v === 'number');

export function viewFromSearch(search: string): RequestKind {
  const view = Number(new URLSearchParams(search).get('view') ?? 0);
  return VIEWS.includes(view) ? view : RequestKind.All;
}

export function RequestList() {
  const { t } = useTranslation('br.service-requests');
  const view = viewFromSearch(useSearch());
  const [, navigate] = useLocation();
  const state = useRequestsQuery(['list', view], (api) => api.list(view), { pollMs: FIRM_MOVES_RENEW_MS });
  const selectId = useId();
  // The draft just discarded: said, and focused, since its button left the page with it.
  const [discarded, setDiscarded] = useState<string | null>(null);
  const told = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (discarded) told.current?.focus();
  }, [discarded]);
  const dateTime = useFirmDateTime();

  return (
    <div className="sr-list">
      <h1>{t('list.title')}</h1>
      <div className="sr-list__views">
        <label htmlFor={selectId}>{t('list.view')}</label>
        <select id={selectId} className="portico-input" value={view} onChange={(e) => navigate(`/${LIST_ROUTE}?view=${e.target.value}`)}>
          {VIEWS.map((v) => <option key={v} value={v}>{t(`views.${RequestKind[v]}`)}</option>)}
        </select>
        <button type="button" className="sr-button" onClick={state.retry}>{t('list.refresh')}</button>
      </div>
      <p role="status" ref={told} tabIndex={-1} className={discarded ? 'sr-list__sub' : 'sr-visually-hidden'}>
        {discarded && t('discard.done', { reference: discarded })}
      </p>
      {state.status === 'loading' && <p role="status">{t('list.loading')}</p>}
      {state.status === 'failed' && (
        <div role="alert" className="sr-form__error">
          <p>{t('list.failed')}</p>
          <button type="button" className="sr-button" onClick={state.retry}>{t('form.retry')}</button>
        </div>
      )}
      {state.status === 'loaded' && (state.data.items.length === 0 ? (
        <p className="empty-state">{view === RequestKind.All ? t('list.empty') : t('list.emptyView', { view: t(`views.${RequestKind[view]}`) })}</p>
      ) : (
        <>
          <p className="sr-list__sub" aria-live="polite">{t('list.count', { count: state.data.totalItems })}</p>
          <ul className="sr-list__items">
            {state.data.items.map((r) => (
              <li key={r.id} className="sr-list__item">
                <div>
                  <Link href={`/${LIST_ROUTE}?id=${r.id}`}>{t(`types.${r.type}`)} · {r.reference}</Link>
                  <div className="sr-list__sub">{r.title}</div>
                </div>
                <div>
                  <StatusBadge status={r.status} />
                  <div className="sr-list__sub">{t('list.updated', { date: dateTime(r.updatedAt) })}</div>
                </div>
                {r.status === 'Draft' && (
                  <div className="sr-list__actions">
                    <DiscardDraft draft={r} named onDiscarded={() => {
                      setDiscarded(r.reference);
                      state.update((page) => ({ ...page, items: page.items.filter((item) => item.id !== r.id), totalItems: page.totalItems - 1 }));
                    }} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      ))}
    </div>
  );
}
